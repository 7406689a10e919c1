/**
 * One confirmation dialog for the whole dashboard: destructive actions
 * await `confirm()` and go ahead only when the person agrees.
 */
import { Button, Modal } from '@wordpress/components';
import {
	createContext,
	useCallback,
	useContext,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

type Confirm = ( message?: string ) => Promise< boolean >;

const ConfirmContext = createContext< Confirm >( () =>
	Promise.resolve( false )
);

export function ConfirmProvider( { children }: { children: ReactNode } ) {
	const [ message, setMessage ] = useState< string | null >( null );
	const resolver = useRef< ( ( answer: boolean ) => void ) | null >( null );

	const confirm = useCallback< Confirm >(
		( text = __( 'Are you sure?', 'eventsmith' ) ) =>
			new Promise( ( resolve ) => {
				resolver.current = resolve;
				setMessage( text );
			} ),
		[]
	);
	const answer = ( value: boolean ) => {
		resolver.current?.( value );
		resolver.current = null;
		setMessage( null );
	};

	return (
		<ConfirmContext.Provider value={ confirm }>
			{ children }
			{ message !== null && (
				<Modal
					title={ __( 'Please confirm', 'eventsmith' ) }
					className="eventsmith-confirm"
					onRequestClose={ () => answer( false ) }
				>
					<p className="eventsmith-confirm__message">{ message }</p>
					<div className="eventsmith-confirm__actions">
						<Button
							variant="tertiary"
							onClick={ () => answer( false ) }
						>
							{ __( 'Cancel', 'eventsmith' ) }
						</Button>
						<Button
							variant="primary"
							onClick={ () => answer( true ) }
						>
							{ __( 'Yes', 'eventsmith' ) }
						</Button>
					</div>
				</Modal>
			) }
		</ConfirmContext.Provider>
	);
}

/** `await confirm()` resolves true when the person confirmed. */
export function useConfirm(): Confirm {
	return useContext( ConfirmContext );
}
