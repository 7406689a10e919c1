/**
 * Keyboard rule of the schedule tabs (WAI-ARIA tabs pattern): arrow keys move
 * between tabs and wrap around, Home and End go to the first and last.
 *
 * @param key     The key pressed.
 * @param current The selected tab.
 * @param count   How many tabs there are.
 * @return The tab to select, or undefined when the key does nothing here.
 */
export function nextTab(
	key: string,
	current: number,
	count: number
): number | undefined {
	if ( count < 1 || current < 0 ) {
		return undefined;
	}
	const last = count - 1;
	return (
		{
			ArrowRight: current === last ? 0 : current + 1,
			ArrowLeft: current === 0 ? last : current - 1,
			Home: 0,
			End: last,
		} as Record< string, number >
	 )[ key ];
}
