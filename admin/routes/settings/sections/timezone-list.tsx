/**
 * Suggestions for timezone fields: the names the browser knows.
 */
import { useMemo } from '@wordpress/element';

export const TIMEZONE_LIST_ID = 'eventsmith-timezones';

/** The IANA names the browser supports, or none where it cannot list them. */
function timezoneNames(): string[] {
	const intl = Intl as typeof Intl & {
		supportedValuesOf?: ( key: 'timeZone' ) => string[];
	};
	return intl.supportedValuesOf?.( 'timeZone' ) ?? [];
}

export function TimezoneList() {
	const names = useMemo( timezoneNames, [] );
	return (
		<datalist id={ TIMEZONE_LIST_ID }>
			<option value="UTC" />
			{ names.map( ( name ) => (
				<option key={ name } value={ name } />
			) ) }
		</datalist>
	);
}
