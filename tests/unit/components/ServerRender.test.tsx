import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionItem } from '../../../src/components/Accordion/Accordion';
import { Badge } from '../../../src/components/Badge/Badge';
import { Breadcrumb, Breadcrumbs } from '../../../src/components/Breadcrumbs/Breadcrumbs';
import { Button } from '../../../src/components/Button/Button';
import { Card } from '../../../src/components/Card/Card';
import { Container } from '../../../src/components/Container/Container';
import { Dialog, DialogTrigger, Modal, SheetDialog } from '../../../src/components/Dialog/Dialog';
import { Link } from '../../../src/components/Link/Link';
import { LinkButton } from '../../../src/components/LinkButton/LinkButton';
import { SearchField } from '../../../src/components/SearchField/SearchField';
import { Select, SelectItem } from '../../../src/components/Select/Select';
import { SkipLink } from '../../../src/components/SkipLink/SkipLink';
import { Switch } from '../../../src/components/Switch/Switch';
import { TextArea } from '../../../src/components/TextArea/TextArea';
import { TextField } from '../../../src/components/TextField/TextField';
import { ThemeSwitch } from '../../../src/components/ThemeSwitch/ThemeSwitch';
import { Toaster } from '../../../src/components/Toast/Toast';
import {
  ToggleButton,
  ToggleButtonGroup,
} from '../../../src/components/ToggleButtonGroup/ToggleButtonGroup';
import { VisuallyHidden } from '../../../src/components/VisuallyHidden/VisuallyHidden';

/** Every component must prerender (no window/document access during render). */
describe('server rendering', () => {
  it('renders every component to HTML without a DOM', () => {
    const html = renderToString(
      <Container>
        <SkipLink />
        <ThemeSwitch />
        <Breadcrumbs>
          <Breadcrumb href="/">Home</Breadcrumb>
          <Breadcrumb href="/services">Services</Breadcrumb>
        </Breadcrumbs>
        <div>
          <Button>Book a growth audit</Button>
          <LinkButton href="/contact">Talk to us</LinkButton>
          <Link href="https://github.com/" target="_blank">
            GitHub
          </Link>
          <Badge tone="positive">+38% ROAS</Badge>
          <VisuallyHidden>Screen reader note</VisuallyHidden>
        </div>
        <div>
          <Card heading="Paid social" eyebrow="Service" footer={<Link href="/s">More</Link>}>
            <p>Creative testing at scale.</p>
          </Card>
        </div>
        <Accordion>
          <AccordionItem id="a" title="How soon will ROAS improve?">
            <p>Within six weeks for most clients.</p>
          </AccordionItem>
        </Accordion>
        <Switch>Newsletter</Switch>
        <TextField label="Work email" />
        <TextArea label="Message" />
        <SearchField label="Search insights" />
        <Select label="Budget">
          <SelectItem id="small">Under 10k a month</SelectItem>
        </Select>
        <ToggleButtonGroup aria-label="Sector" defaultSelectedKeys={['all']}>
          <ToggleButton id="all">All</ToggleButton>
        </ToggleButtonGroup>
        <DialogTrigger>
          <Button>Open</Button>
          <Modal>
            <Dialog title="Book a call">Pick a time.</Dialog>
          </Modal>
        </DialogTrigger>
        <DialogTrigger>
          <Button>Menu</Button>
          <Modal variant="sheet">
            <SheetDialog aria-label="Main menu">Services</SheetDialog>
          </Modal>
        </DialogTrigger>
        <Toaster />
      </Container>,
    );
    expect(html).toContain('Skip to main content');
    expect(html).toContain('Within six weeks for most clients.');
    expect(html).toContain('(opens in a new tab)');
    expect(html).toContain('aria-label="Colour theme"');
  });
});
