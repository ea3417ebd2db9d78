import 'styled-components';
import type { Theme } from '@erp/ui';

declare module 'styled-components' {
  // The app's styled components read the same tokens as @erp/ui's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
