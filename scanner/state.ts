/**
 * The scanner's state machine, as a pure reducer.
 *
 * Phases: idle → (Start) checking the camera → scanning; a decoded code (or,
 * with no camera or an already-scanned answer, the current page address) →
 * loading → result (success, warning, failed) or, in two-step mode, a
 * question with confirm and reject. `camera` says whether the camera should
 * run; it is separate from the phase because after a two-step confirmation
 * the camera restarts while the result is still on screen.
 */
import { __ } from '@wordpress/i18n';
import {
	REDIRECT,
	SUCCESS,
	isTrustedAddress,
	type Answer,
	type ScanContent,
} from './verification';

export type Tone = 'success' | 'warning' | 'failed';

/** Immediate mode verifies at once; two-step mode asks for ticket info first. */
export type Step = 'info' | 'verify';

export type Phase =
	| { name: 'idle' }
	| { name: 'checking' }
	| { name: 'scanning' }
	| { name: 'loading'; address: string; step: Step }
	| { name: 'question'; address: string; answer: Answer }
	| { name: 'rejected'; answer: Answer }
	| { name: 'result'; tone: Tone; message: string; content: ScanContent }
	| { name: 'redirect'; url: string };

export type Config = {
	/** attendee_verification_style 'off'. */
	twoStep: boolean;
	/** Where to verify without a camera or with an already-scanned answer. */
	pageUrl: string;
	/** scanner_common_msg: shown on network, parse and camera failures. */
	commonMessage: string;
	/** Origins a scanned address may have (the page's and the site's). */
	origins: string[];
};

export type ScannerState = {
	phase: Phase;
	camera: boolean;
	/** The answer the Start button carried: used once, instead of the camera. */
	scanned: Answer | null;
	config: Config;
};

export type Action =
	| { type: 'start' }
	| { type: 'stop' }
	| { type: 'camera-checked'; available: boolean }
	| { type: 'camera-failed' }
	| { type: 'decoded'; data: string }
	| { type: 'answered'; answer: Answer }
	| { type: 'request-failed' }
	| { type: 'confirm' }
	| { type: 'reject' }
	| { type: 'scan-again' }
	| { type: 'cancel' };

/**
 * The state a page starts in.
 *
 * @param config  Settings of the page.
 * @param scanned The answer the Start button carried, if any.
 */
export function initialState(
	config: Config,
	scanned: Answer | null = null
): ScannerState {
	return { phase: { name: 'idle' }, camera: false, scanned, config };
}

/**
 * Whether the modal is on screen in a phase.
 *
 * @param phase A phase.
 */
export function isModalOpen( phase: Phase ): boolean {
	return [ 'loading', 'question', 'rejected', 'result', 'redirect' ].includes(
		phase.name
	);
}

const firstStep = ( config: Config ): Step =>
	config.twoStep ? 'info' : 'verify';

const failed = ( state: ScannerState ): ScannerState => ( {
	...state,
	camera: false,
	phase: {
		name: 'result',
		tone: 'failed',
		message: state.config.commonMessage,
		content: {},
	},
} );

/**
 * The phase an answer leads to.
 *
 * @param step    The request that was answered.
 * @param address Where it went.
 * @param answer  The answer.
 */
function answered( step: Step, address: string, answer: Answer ): Phase {
	if ( answer.statusCode === REDIRECT && answer.content.redirect_url ) {
		return { name: 'redirect', url: answer.content.redirect_url };
	}
	// Two-step: a ticket the server could name is put to the door staff.
	if (
		step === 'info' &&
		answer.statusCode !== REDIRECT &&
		( answer.statusCode === SUCCESS || !! answer.content.attendee_name )
	) {
		return { name: 'question', address, answer };
	}
	return {
		name: 'result',
		tone: answer.statusCode === SUCCESS ? 'success' : 'warning',
		message: answer.message,
		content: answer.content,
	};
}

/**
 * Checking the camera again, or straight back to scanning when it runs.
 *
 * @param state Current state.
 */
const resume = ( state: ScannerState ): ScannerState =>
	state.camera
		? { ...state, phase: { name: 'scanning' } }
		: { ...state, phase: { name: 'checking' } };

/**
 * The next state.
 *
 * @param state  Current state.
 * @param action What happened.
 */
export function reduce( state: ScannerState, action: Action ): ScannerState {
	const { phase, config } = state;
	switch ( action.type ) {
		case 'start':
			if ( phase.name !== 'idle' ) {
				return state;
			}
			if ( state.scanned ) {
				// Already scanned (the verify address page): no camera, verify this page.
				return {
					...state,
					scanned: null,
					phase: {
						name: 'loading',
						address: config.pageUrl,
						step: firstStep( config ),
					},
				};
			}
			return { ...state, phase: { name: 'checking' } };

		case 'stop':
			return phase.name === 'scanning' || phase.name === 'checking'
				? { ...state, camera: false, phase: { name: 'idle' } }
				: { ...state, camera: false };

		case 'camera-checked':
			if ( phase.name !== 'checking' ) {
				return state;
			}
			return action.available
				? { ...state, camera: true, phase: { name: 'scanning' } }
				: {
						...state,
						phase: {
							name: 'loading',
							address: config.pageUrl,
							step: firstStep( config ),
						},
					};

		case 'camera-failed':
			return phase.name === 'checking' || phase.name === 'scanning'
				? failed( state )
				: { ...state, camera: false };

		case 'decoded': {
			const data = action.data.trim();
			if ( phase.name !== 'scanning' || data === '' ) {
				return state;
			}
			if ( ! isTrustedAddress( data, config.origins ) ) {
				return {
					...state,
					camera: false,
					phase: {
						name: 'result',
						tone: 'warning',
						message: __(
							'This QR code is not a ticket of this site.',
							'eventsmith'
						),
						content: {},
					},
				};
			}
			return {
				...state,
				camera: false,
				phase: {
					name: 'loading',
					address: data,
					step: firstStep( config ),
				},
			};
		}

		case 'answered':
			if ( phase.name !== 'loading' ) {
				return state;
			}
			return {
				...state,
				phase: answered( phase.step, phase.address, action.answer ),
			};

		case 'request-failed':
			return phase.name === 'loading' ? failed( state ) : state;

		case 'confirm':
			if ( phase.name !== 'question' ) {
				return state;
			}
			// The check-in itself; the camera starts again meanwhile.
			return {
				...state,
				camera: true,
				phase: {
					name: 'loading',
					address: phase.address,
					step: 'verify',
				},
			};

		case 'reject':
			return phase.name === 'question'
				? {
						...state,
						phase: { name: 'rejected', answer: phase.answer },
					}
				: state;

		case 'scan-again':
			return isModalOpen( phase ) && phase.name !== 'loading'
				? resume( state )
				: state;

		case 'cancel':
			if ( ! isModalOpen( phase ) ) {
				return state;
			}
			return {
				...state,
				phase: state.camera ? { name: 'scanning' } : { name: 'idle' },
			};
	}
	return state;
}
