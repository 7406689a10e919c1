import { suiteConfig } from '../support/playwright-config';

export default suiteConfig( 'security', 9440 );
