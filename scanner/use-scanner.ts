/**
 * Runs the state machine: checks and drives the camera, sends the
 * verification requests and follows redirects.
 */
import { useEffect, useReducer, useRef, useState } from '@wordpress/element';
import { createCamera, errorText, hasCamera, type Camera } from './camera';
import { initialState, reduce, type Action, type ScannerState } from './state';
import { sendVerification, type Answer, type Outcome } from './verification';
import { trustedOrigins, type ScannerSettings } from './settings';

export type ScannerControls = {
	state: ScannerState;
	dispatch: ( action: Action ) => void;
	/** A scanner library error to show under the video, or ''. */
	cameraNotice: string;
	videoRef: { current: HTMLVideoElement | null };
	overlayRef: { current: HTMLDivElement | null };
	/** The camera, for the camera choice and the torch. */
	cameraRef: { current: Camera | null };
};

/** Verifies from the offline list; null when it cannot. */
export type OfflineVerifier = (
	address: string,
	ticketInfo: boolean
) => Promise< Answer | null >;

/**
 * The scanner of one mount.
 *
 * @param settings Page settings.
 * @param offline  Answers from the offline list when the network is down.
 */
export function useScanner(
	settings: ScannerSettings,
	offline?: OfflineVerifier
): ScannerControls {
	const pageUrl = window.location.href;
	const [ state, dispatch ] = useReducer( reduce, null, () =>
		initialState(
			{
				twoStep: settings.twoStep,
				pageUrl,
				commonMessage: settings.commonMessage,
				origins: trustedOrigins( settings, pageUrl ),
			},
			settings.scanned
		)
	);
	const [ cameraNotice, setCameraNotice ] = useState( '' );
	// The latest verifier, without restarting a request when it changes.
	const offlineRef = useRef( offline );
	offlineRef.current = offline;
	const camera = useRef< Camera | null >( null );
	const overlayRef = useRef< HTMLDivElement | null >( null );

	const videoRef = useRef< HTMLVideoElement | null >( null );

	// One camera for the life of the page's video element.
	useEffect( () => {
		if ( ! videoRef.current || ! overlayRef.current ) {
			return;
		}
		const created = createCamera(
			videoRef.current,
			overlayRef.current,
			( data ) => dispatch( { type: 'decoded', data } ),
			setCameraNotice
		);
		camera.current = created;
		return () => {
			created.destroy();
			camera.current = null;
		};
	}, [] );

	const { phase } = state;

	// Start: is there a camera?
	useEffect( () => {
		if ( phase.name !== 'checking' ) {
			return;
		}
		let live = true;
		hasCamera().then(
			( available ) =>
				live && dispatch( { type: 'camera-checked', available } ),
			( error ) => {
				if ( live ) {
					setCameraNotice( errorText( error ) );
					dispatch( { type: 'camera-failed' } );
				}
			}
		);
		return () => {
			live = false;
		};
	}, [ phase ] );

	// The camera runs exactly while the state says so.
	useEffect( () => {
		const current = camera.current;
		if ( ! current ) {
			return;
		}
		if ( ! state.camera ) {
			current.stop();
			return;
		}
		setCameraNotice( '' );
		current.start().catch( ( error: unknown ) => {
			// Refused permission or a camera in use: "Camera not found."
			setCameraNotice( errorText( error ) );
			dispatch( { type: 'camera-failed' } );
		} );
	}, [ state.camera ] );

	// One verification request per loading phase; closing the modal aborts it.
	useEffect( () => {
		if ( phase.name !== 'loading' ) {
			return;
		}
		const controller = new AbortController();
		const ticketInfo = phase.step === 'info';
		const fromList = async (): Promise< Outcome > => {
			const answer = offlineRef.current
				? await offlineRef.current( phase.address, ticketInfo )
				: null;
			return answer ? { ok: true, answer } : { ok: false };
		};
		const ask = async (): Promise< Outcome > => {
			if ( offlineRef.current && navigator.onLine === false ) {
				return fromList();
			}
			const outcome = await sendVerification(
				phase.address,
				{
					nonce: settings.nonce,
					eventId: settings.eventId,
					ticketInfo,
				},
				window.fetch.bind( window ),
				controller.signal
			);
			return ! outcome.ok && outcome.network ? fromList() : outcome;
		};
		ask().then( ( outcome ) => {
			if ( controller.signal.aborted ) {
				return;
			}
			dispatch(
				outcome.ok
					? { type: 'answered', answer: outcome.answer }
					: { type: 'request-failed' }
			);
		} );
		return () => controller.abort();
	}, [ phase, settings.nonce, settings.eventId ] );

	useEffect( () => {
		if ( phase.name === 'redirect' ) {
			window.location.assign( phase.url );
		}
	}, [ phase ] );

	return {
		state,
		dispatch,
		cameraNotice,
		videoRef,
		overlayRef,
		cameraRef: camera,
	};
}
