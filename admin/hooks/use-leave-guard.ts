/**
 * Warns before unsaved changes are lost: the browser asks when the page
 * would unload (reload, another admin page, closing the tab), and the
 * dashboard's own dialog asks when the hash route would change (header
 * menu, WordPress submenu links into the app, the back button). Staying
 * puts the address back; leaving goes on to where the person was going.
 */
import { useEffect } from '@wordpress/element';
import { useConfirm } from '../components/confirm/confirm-provider';

/**
 * @param isDirty Whether there are unsaved changes.
 * @param message What the dialog asks.
 */
export function useLeaveGuard( isDirty: boolean, message: string ): void {
	const confirm = useConfirm();

	useEffect( () => {
		if ( ! isDirty ) {
			return undefined;
		}
		let leaving = false;
		const onBeforeUnload = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			// Older browsers show the dialog only when returnValue is set.
			event.returnValue = '';
		};
		// A capture listener on window runs before the router's own listener,
		// so the route does not change until the person agrees.
		const onHashChange = ( event: HashChangeEvent ) => {
			if ( leaving || event.oldURL === event.newURL ) {
				return;
			}
			event.stopImmediatePropagation();
			const target = event.newURL;
			window.history.replaceState(
				window.history.state,
				'',
				event.oldURL
			);
			void confirm( message ).then( ( leave ) => {
				if ( leave ) {
					leaving = true;
					window.location.assign( target );
				}
			} );
		};
		window.addEventListener( 'beforeunload', onBeforeUnload );
		window.addEventListener( 'hashchange', onHashChange, true );
		return () => {
			window.removeEventListener( 'beforeunload', onBeforeUnload );
			window.removeEventListener( 'hashchange', onHashChange, true );
		};
	}, [ isDirty, message, confirm ] );
}
