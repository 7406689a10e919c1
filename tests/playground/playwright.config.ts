/**
 * The browser specs that run on Playground too: see PLAYGROUND_SPECS.
 */
import { suiteConfig } from '../support/playwright-config';

export default suiteConfig( 'playground', 9480 );
