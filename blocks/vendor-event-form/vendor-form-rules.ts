/**
 * Pure rules of the vendor event form: the request body made of the form's
 * values, and which input a refused field of the server's answer belongs to.
 */

export type VendorEventBody = {
	title: string;
	description: string;
	start_date: string;
	start_time: string;
	end_date: string;
	end_time: string;
	timezone: string;
	location: { address: { address: string }; online_url?: string } | null;
	total_ticket: string | number;
};

/**
 * The body of POST/PUT /my/events from the form's named values.
 *
 * @param value The value of a named input ('' when missing).
 */
export function eventBody(
	value: ( name: string ) => string
): VendorEventBody {
	const address = value( 'location_address' ).trim();
	const online = value( 'location_online_url' ).trim();
	const capacity = value( 'total_ticket' ).trim();
	return {
		title: value( 'title' ),
		description: value( 'description' ),
		start_date: value( 'start_date' ),
		start_time: value( 'start_time' ),
		end_date: value( 'end_date' ),
		end_time: value( 'end_time' ),
		timezone: value( 'timezone' ),
		location:
			address === '' && online === ''
				? null
				: {
						address: { address },
						...( online === '' ? {} : { online_url: online } ),
					},
		total_ticket: capacity === '' ? -1 : capacity,
	};
}

/**
 * The input (by name) a field named in a 400's `data.params` belongs to.
 *
 * @param param The server's field name (e.g. "location.online_url").
 */
export function inputFor( param: string ): string {
	if ( param === 'location.online_url' ) {
		return 'location_online_url';
	}
	if ( param === 'location' || param.startsWith( 'location.' ) ) {
		return 'location_address';
	}
	return param;
}
