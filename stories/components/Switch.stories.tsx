import type { Story, StoryDefault } from '@ladle/react';
import { Stack } from '../../src/components/Stack/Stack';
import { Switch } from '../../src/components/Switch/Switch';

export default { title: 'Components / Switch' } satisfies StoryDefault;

export const States: Story = () => (
  <Stack gap="xs">
    <Switch>Send me the monthly growth newsletter</Switch>
    <Switch defaultSelected>Allow analytics cookies</Switch>
    <Switch isDisabled>Essential cookies (always on)</Switch>
    <Switch isDisabled defaultSelected>
      Strictly necessary storage
    </Switch>
  </Stack>
);

export const Off: Story = () => <Switch>Show prices in euros</Switch>;

export const On: Story = () => <Switch defaultSelected>Show prices in euros</Switch>;
