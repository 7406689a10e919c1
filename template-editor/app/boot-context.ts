/**
 * The boot data the server printed into the page, for any component.
 */
import { createContext, useContext } from '@wordpress/element';

export const BootContext = createContext< EventsmithTemplateBuilderBoot >( {
	dashboardUrl: '',
} );

export function useBoot(): EventsmithTemplateBuilderBoot {
	return useContext( BootContext );
}
