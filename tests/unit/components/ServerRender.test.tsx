// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Accordion,
  AccordionItem,
  Badge,
  Breadcrumb,
  Breadcrumbs,
  Button,
  Card,
  Container,
  Dialog,
  DialogTrigger,
  Grid,
  Link,
  LinkButton,
  Modal,
  SearchField,
  Select,
  SelectItem,
  SkipLink,
  Stack,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextArea,
  TextField,
  Toaster,
  ToggleButton,
  ToggleButtonGroup,
  VisuallyHidden,
} from '../../../src/components';
import { ThemeSwitch } from '../../../src/components/ThemeSwitch/ThemeSwitch';

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
        <Stack gap="md">
          <Button>Book a growth audit</Button>
          <LinkButton href="/contact">Talk to us</LinkButton>
          <Link href="https://github.com/" target="_blank">
            GitHub
          </Link>
          <Badge tone="positive">+38% ROAS</Badge>
          <VisuallyHidden>Screen reader note</VisuallyHidden>
        </Stack>
        <Grid columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
          <Card heading="Paid social" eyebrow="Service" footer={<Link href="/s">More</Link>}>
            <p>Creative testing at scale.</p>
          </Card>
        </Grid>
        <Accordion>
          <AccordionItem id="a" title="How soon will ROAS improve?">
            <p>Within six weeks for most clients.</p>
          </AccordionItem>
        </Accordion>
        <Tabs>
          <TabList aria-label="Services">
            <Tab id="media">Media</Tab>
            <Tab id="data">Data</Tab>
          </TabList>
          <TabPanel id="media">Media plans</TabPanel>
          <TabPanel id="data">Clean data</TabPanel>
        </Tabs>
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
        <Toaster />
      </Container>,
    );
    expect(html).toContain('Skip to main content');
    expect(html).toContain('Within six weeks for most clients.');
    expect(html).toContain('(opens in a new tab)');
    expect(html).toContain('aria-label="Colour theme"');
  });
});
