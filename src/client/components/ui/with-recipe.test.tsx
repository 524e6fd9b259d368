/**
 * The wrappers render what the components rendered with `recipe=` on their Root: the same
 * markup and the same styles (the recipe's class names).
 */
import {
  Alert as ChakraAlert,
  ChakraProvider,
  Field as ChakraField,
  List as ChakraList,
  NativeSelect as ChakraNativeSelect,
  Progress as ChakraProgress,
  Switch as ChakraSwitch,
  Textarea as ChakraTextarea,
} from '@chakra-ui/react';
import {
  fieldSlotRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  switchSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { alertRecipe } from '@client/theme/alert-recipe';
import { getSystem } from '@client/theme/system';
import { Alert } from './alert';
import { Field } from './field';
import { List } from './list';
import { NativeSelect } from './native-select';
import { Progress } from './progress';
import { Switch } from './switch';
import { Textarea } from './textarea';

const html = (ui: ReactNode) => {
  const { container } = render(<ChakraProvider value={getSystem()}>{ui}</ChakraProvider>);
  // React's generated ids differ between two renders; nothing else may.
  const markup = container.innerHTML.replace(/_r_\w+_/g, '_r_id_');
  cleanup();
  return markup;
};

describe('components/ui wrappers', () => {
  afterEach(cleanup);

  it.each([
    [
      'Alert',
      <Alert.Root status="error" key="w">
        <Alert.Indicator />
        <Alert.Title>Full</Alert.Title>
      </Alert.Root>,
      <ChakraAlert.Root recipe={alertRecipe} status="error" key="c">
        <ChakraAlert.Indicator />
        <ChakraAlert.Title>Full</ChakraAlert.Title>
      </ChakraAlert.Root>,
    ],
    [
      'Field',
      <Field.Root invalid key="w">
        <Field.Label>Word</Field.Label>
        <Field.ErrorText>Required</Field.ErrorText>
      </Field.Root>,
      <ChakraField.Root recipe={fieldSlotRecipe} invalid key="c">
        <ChakraField.Label>Word</ChakraField.Label>
        <ChakraField.ErrorText>Required</ChakraField.ErrorText>
      </ChakraField.Root>,
    ],
    [
      'List',
      <List.Root variant="plain" key="w">
        <List.Item>One</List.Item>
      </List.Root>,
      <ChakraList.Root recipe={listSlotRecipe} variant="plain" key="c">
        <ChakraList.Item>One</ChakraList.Item>
      </ChakraList.Root>,
    ],
    [
      'NativeSelect',
      <NativeSelect.Root size="sm" key="w">
        <NativeSelect.Field>
          <option>1×</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>,
      <ChakraNativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" key="c">
        <ChakraNativeSelect.Field>
          <option>1×</option>
        </ChakraNativeSelect.Field>
        <ChakraNativeSelect.Indicator />
      </ChakraNativeSelect.Root>,
    ],
    [
      'Progress',
      <Progress.Root value={40} key="w">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>,
      <ChakraProgress.Root recipe={progressSlotRecipe} value={40} key="c">
        <ChakraProgress.Track>
          <ChakraProgress.Range />
        </ChakraProgress.Track>
      </ChakraProgress.Root>,
    ],
    [
      'Switch',
      <Switch.Root
        checked
        ids={{ root: 'r', hiddenInput: 'i', control: 'c', label: 'l', thumb: 't' }}
        key="w"
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Offline only</Switch.Label>
      </Switch.Root>,
      <ChakraSwitch.Root
        recipe={switchSlotRecipe}
        checked
        ids={{ root: 'r', hiddenInput: 'i', control: 'c', label: 'l', thumb: 't' }}
        key="c"
      >
        <ChakraSwitch.HiddenInput />
        <ChakraSwitch.Control>
          <ChakraSwitch.Thumb />
        </ChakraSwitch.Control>
        <ChakraSwitch.Label>Offline only</ChakraSwitch.Label>
      </ChakraSwitch.Root>,
    ],
    [
      'Textarea',
      <Textarea rows={4} defaultValue="Taalif" key="w" />,
      <ChakraTextarea recipe={textareaRecipe} rows={4} defaultValue="Taalif" key="c" />,
    ],
  ])('%s renders as the component with its recipe on the Root', (_, wrapped, direct) => {
    const markup = html(wrapped);
    expect(markup).toContain('class="');
    expect(markup).toBe(html(direct));
  });
});
