/**
 * The welcome's steps and requests: save the three settings, add the sample
 * events one step per request (the bar follows {done, total}), remove them,
 * dismiss.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api, ApiError, errorMessage } from '../../../front/rest/client';
import type { Welcome, WelcomeFields } from './welcome-types';

export type Step = 'settings' | 'samples' | 'seeding' | 'seeded';

/**
 * The step to show for an answer of the server.
 *
 * @param welcome The answer.
 */
export function stepOf( welcome: Welcome ): Step {
	if ( welcome.state !== 'samples' ) {
		return 'settings';
	}
	return welcome.samples.done >= welcome.samples.total ? 'seeded' : 'seeding';
}

type Handlers = {
	onEventsChanged: () => void;
	onClose: () => void;
	notify: { success: ( m: string ) => void; error: ( m: string ) => void };
};

export function useWelcome( initial: Welcome, handlers: Handlers ) {
	const [ welcome, setWelcome ] = useState( initial );
	const [ step, setStep ] = useState< Step >( stepOf( initial ) );
	const [ fields, setFields ] = useState< WelcomeFields >( initial.fields );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const [ busy, setBusy ] = useState( false );
	const seeding = useRef( false );

	const fail = ( error: unknown ) => {
		if ( error instanceof ApiError && Object.keys( error.params ).length ) {
			setErrors( error.params );
			return;
		}
		handlers.notify.error( errorMessage( error ) );
	};

	const save = async () => {
		setBusy( true );
		setErrors( {} );
		try {
			setWelcome(
				await api.post< Welcome >( '/welcome/settings', fields )
			);
			setStep( 'samples' );
			handlers.notify.success( __( 'Settings saved.', 'eventsmith' ) );
		} catch ( error ) {
			fail( error );
		} finally {
			setBusy( false );
		}
	};

	const addSamples = async () => {
		if ( seeding.current ) {
			return;
		}
		seeding.current = true;
		setStep( 'seeding' );
		try {
			let answer = welcome;
			do {
				answer = await api.post< Welcome >( '/welcome/samples' );
				setWelcome( answer );
			} while ( answer.samples.done < answer.samples.total );
			setStep( 'seeded' );
			handlers.onEventsChanged();
		} catch ( error ) {
			setStep( 'samples' );
			fail( error );
		} finally {
			seeding.current = false;
		}
	};

	const removeSamples = async () => {
		setBusy( true );
		try {
			await api.delete< Welcome >( '/welcome/samples' );
			handlers.notify.success(
				__( 'The sample events were removed.', 'eventsmith' )
			);
			handlers.onEventsChanged();
			handlers.onClose();
		} catch ( error ) {
			fail( error );
			setBusy( false );
		}
	};

	const dismiss = async () => {
		handlers.onClose();
		try {
			await api.post< Welcome >( '/welcome/dismiss' );
		} catch ( error ) {
			fail( error );
		}
	};

	// A seed left half-way (the page was closed) goes on where it stopped.
	useEffect( () => {
		if ( stepOf( initial ) === 'seeding' ) {
			void addSamples();
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount.
	}, [] );

	return {
		welcome,
		step,
		fields,
		setFields,
		errors,
		busy,
		save,
		addSamples,
		removeSamples,
		dismiss,
	};
}
