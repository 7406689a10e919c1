import { suiteConfig } from '../support/playwright-config';

export default suiteConfig( 'e2e', 9420 );
