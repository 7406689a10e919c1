/**
 * Front-end behaviour of the countdown: ticks every second, stops at zero,
 * hides itself when asked to, and announces the end with a DOM event
 * (`eventsmith-countdown-finished`) other scripts can listen to.
 */
import { getContext, getElement, store } from '@wordpress/interactivity';
import {
	padUnit,
	remainingTime,
	unitLabels,
	type UnitTexts,
} from './remaining-time';

type CountdownContext = {
	endsAt: number;
	texts: UnitTexts;
	hideWhenFinished: boolean;
	finished: boolean;
	hidden: boolean;
	days: string;
	hours: string;
	minutes: string;
	seconds: string;
	daysLabel: string;
	hoursLabel: string;
	minutesLabel: string;
	secondsLabel: string;
};

const TICK_MS = 1000;

export const { callbacks } = store(
	'eventsmith/countdown',
	{
		callbacks: {
			start() {
				const context = getContext< CountdownContext >();
				const { ref } = getElement();

				const tick = (): boolean => {
					const time = remainingTime( context.endsAt, Date.now() );
					context.days = padUnit( time.days );
					context.hours = padUnit( time.hours );
					context.minutes = padUnit( time.minutes );
					context.seconds = padUnit( time.seconds );
					Object.assign( context, unitLabels( time, context.texts ) );
					context.finished = time.finished;
					context.hidden = time.finished && context.hideWhenFinished;
					return time.finished;
				};

				const announceEnd = () =>
					ref?.dispatchEvent(
						new CustomEvent( 'eventsmith-countdown-finished', {
							bubbles: true,
						} )
					);

				if ( tick() ) {
					announceEnd();
					return;
				}
				const timer = window.setInterval( () => {
					if ( tick() ) {
						window.clearInterval( timer );
						announceEnd();
					}
				}, TICK_MS );
			},
		},
	},
	{ lock: true }
);
