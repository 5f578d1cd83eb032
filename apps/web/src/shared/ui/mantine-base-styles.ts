// Mantine's base styles and the stylesheets of the primitives the shell renders on every page, once,
// in the order of Mantine's own styles.css: a later file wins at equal specificity, so Button.css must
// follow UnstyledButton.css or every button loses its background.
// Components used by only some routes import their own stylesheet beside the import of the component
// (mantine-styles.test.ts checks both), so a route pays only for what it renders: Input.css too, as
// the first screen shows no field (every form is on a lazy route). Mantine's default
// CSS variables are not here either: MantineProvider writes every variable itself
// (deduplicateCssVariables={false} in app-providers.tsx), which costs less than shipping them twice.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import './theme-overrides.css';
