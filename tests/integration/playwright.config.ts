import { suiteConfig } from '../support/playwright-config';

export default suiteConfig( 'integration', 9410 );
