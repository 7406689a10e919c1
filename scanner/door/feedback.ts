/**
 * What a door person feels and hears with each result: a short vibration
 * and a beep (high for success, two low ones otherwise), where the device
 * allows them.
 */
import type { Tone } from '../state';

let audio: AudioContext | null = null;

function beep( frequency: number, start: number, length: number ) {
	if ( ! audio ) {
		return;
	}
	const oscillator = audio.createOscillator();
	const gain = audio.createGain();
	oscillator.frequency.value = frequency;
	gain.gain.value = 0.15;
	oscillator.connect( gain ).connect( audio.destination );
	oscillator.start( audio.currentTime + start );
	oscillator.stop( audio.currentTime + start + length );
}

/**
 * Signals a result.
 *
 * @param tone The result's tone.
 */
export function signal( tone: Tone ): void {
	try {
		if ( typeof navigator.vibrate === 'function' ) {
			navigator.vibrate( tone === 'success' ? 120 : [ 80, 60, 80 ] );
		}
		const Context =
			window.AudioContext ??
			(
				window as unknown as {
					webkitAudioContext?: typeof AudioContext;
				}
			 ).webkitAudioContext;
		if ( ! Context ) {
			return;
		}
		audio ??= new Context();
		if ( tone === 'success' ) {
			beep( 1320, 0, 0.12 );
		} else {
			beep( 330, 0, 0.12 );
			beep( 330, 0.18, 0.12 );
		}
	} catch {
		// No sound or vibration here: the colours still tell.
	}
}
