/**
 * One confirmation dialog for the whole dashboard: destructive actions
 * await `confirm()` and go ahead only when the person agrees.
 */
import {
	createContext,
	lazy,
	Suspense,
	useCallback,
	useContext,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { withWordPressScripts } from '../../../front/wordpress/wordpress-scripts';

// The dialog needs wp-components, which the first screen does not load.
const ConfirmDialog = lazy(
	withWordPressScripts( () => import( './confirm-dialog' ) )
);

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
				<Suspense fallback={ null }>
					<ConfirmDialog message={ message } onAnswer={ answer } />
				</Suspense>
			) }
		</ConfirmContext.Provider>
	);
}

/** `await confirm()` resolves true when the person confirmed. */
export function useConfirm(): Confirm {
	return useContext( ConfirmContext );
}
