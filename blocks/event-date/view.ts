/**
 * Adds "Your time: …" under an event's date when the visitor's timezone is
 * not the event's. Runs only where the event date block is on the page.
 */
import { visitorRange } from './visitor-range';

for ( const block of document.querySelectorAll< HTMLElement >(
	'.wp-block-eventsmith-event-date[data-start]'
) ) {
	const text = visitorRange(
		block.dataset.start ?? '',
		block.dataset.end ?? '',
		block.dataset.zone ?? '',
		block.dataset.allDayEnd === '1',
		// The site's language, so the line reads like the rest of the page.
		block.dataset.locale || undefined
	);
	const line = block.querySelector< HTMLElement >(
		'.wp-block-eventsmith-event-date__visitor'
	);
	if ( text && line ) {
		line.querySelector( 'span' )!.textContent = text;
		line.hidden = false;
	}
}
