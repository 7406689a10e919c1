/**
 * When a ticket type is on sale: start and end, each a date and a time in
 * the event's timezone; empty sides leave the sale open.
 */
import { __, sprintf } from '@wordpress/i18n';
import { DateInput } from '../../date-input';
import { FieldError } from '../field-error';
import type { TicketTypeDraft } from './draft';
import type { CardChange } from './ticket-type-card';
import type { DraftErrors } from './validate';

type Props = {
	draft: TicketTypeDraft;
	zone: string;
	errors: DraftErrors;
	onChange: CardChange;
};

export function SaleWindowFields( { draft, zone, errors, onChange }: Props ) {
	return (
		<div className="eventsmith-ticket-type__sale">
			<div className="eventsmith-step__row">
				<div>
					<DateInput
						type="date"
						label={ __( 'Sale starts', 'eventsmith' ) }
						value={ draft.sale_start_date }
						invalid={ !! errors.sale_start }
						onChange={ ( value ) =>
							onChange( { sale_start_date: value }, 'sale_start' )
						}
					/>
				</div>
				<div>
					<DateInput
						type="time"
						label={ __( 'Sale start time', 'eventsmith' ) }
						value={ draft.sale_start_time }
						onChange={ ( value ) =>
							onChange( { sale_start_time: value }, 'sale_start' )
						}
					/>
				</div>
				<div>
					<DateInput
						type="date"
						label={ __( 'Sale ends', 'eventsmith' ) }
						value={ draft.sale_end_date }
						invalid={ !! errors.sale_end }
						onChange={ ( value ) =>
							onChange( { sale_end_date: value }, 'sale_end' )
						}
					/>
				</div>
				<div>
					<DateInput
						type="time"
						label={ __( 'Sale end time', 'eventsmith' ) }
						value={ draft.sale_end_time }
						onChange={ ( value ) =>
							onChange( { sale_end_time: value }, 'sale_end' )
						}
					/>
				</div>
			</div>
			<FieldError message={ errors.sale_start } />
			<FieldError message={ errors.sale_end } />
			<p className="eventsmith-ticket-type__hint">
				{ sprintf(
					/* translators: %s: the event's timezone, e.g. Europe/Berlin. */
					__(
						'Times in the event’s timezone (%s). Leave empty to sell from now until the event.',
						'eventsmith'
					),
					zone.trim() || 'UTC'
				) }
			</p>
		</div>
	);
}
