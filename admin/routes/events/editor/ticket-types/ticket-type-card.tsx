/**
 * One ticket type, edited in place: name, price, seats, order limits, sale
 * window, description, hidden; seats sold read-only; Remove asks first.
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	CheckboxControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { FieldError } from '../field-error';
import type { DraftField, TicketTypeDraft } from './draft';
import { SaleWindowFields } from './sale-window-fields';
import type { DraftErrors } from './validate';

function seatsHelp( unlimited: boolean, eventCapacity: number ): string {
	if ( unlimited ) {
		return __( 'Shares the event’s seats.', 'eventsmith' );
	}
	if ( eventCapacity < 0 ) {
		return '';
	}
	return sprintf(
		/* translators: %d: the event's total tickets. */
		__( 'At most the event’s %d.', 'eventsmith' ),
		eventCapacity
	);
}

export type CardChange = (
	change: Partial< TicketTypeDraft >,
	field?: DraftField
) => void;

type Props = {
	draft: TicketTypeDraft;
	position: number;
	currency: string;
	zone: string;
	/** The event's seats, or -1. */
	eventCapacity: number;
	errors: DraftErrors;
	onChange: CardChange;
	onRemove: () => void;
};

export function TicketTypeCard( {
	draft,
	position,
	currency,
	zone,
	eventCapacity,
	errors,
	onChange,
	onRemove,
}: Props ) {
	const titleId = `eventsmith-ticket-type-${ draft.key }`;
	const name = draft.name.trim();
	const text = ( field: DraftField & keyof TicketTypeDraft ) => ( {
		__nextHasNoMarginBottom: true,
		value: String( draft[ field ] ),
		'aria-invalid': !! errors[ field ],
		onChange: ( value: string ) => onChange( { [ field ]: value }, field ),
	} );
	return (
		<Card
			className="eventsmith-ticket-type"
			size="small"
			role="group"
			aria-labelledby={ titleId }
		>
			<CardHeader className="eventsmith-ticket-type__header">
				<h4 id={ titleId } className="eventsmith-ticket-type__title">
					{ sprintf(
						/* translators: 1: position in the list, 2: ticket type name. */
						__( 'Ticket type %1$d: %2$s', 'eventsmith' ),
						position,
						name || __( 'New ticket type', 'eventsmith' )
					) }
				</h4>
				<span className="eventsmith-ticket-type__sold">
					{ sprintf(
						/* translators: %d: tickets of this type sold so far. */
						__( 'Sold: %d', 'eventsmith' ),
						draft.sold
					) }
				</span>
				<Button variant="tertiary" isDestructive onClick={ onRemove }>
					{ __( 'Remove', 'eventsmith' ) }
				</Button>
			</CardHeader>
			<CardBody className="eventsmith-ticket-type__body">
				<div className="eventsmith-step__row">
					<div>
						<TextControl
							{ ...text( 'name' ) }
							label={ __( 'Name', 'eventsmith' ) }
							maxLength={ 100 }
						/>
						<FieldError message={ errors.name } />
					</div>
					<div>
						<TextControl
							{ ...text( 'price' ) }
							inputMode="decimal"
							label={ sprintf(
								/* translators: %s: currency code, e.g. USD. */
								__( 'Price (%s)', 'eventsmith' ),
								currency
							) }
							help={ __( '0 means free.', 'eventsmith' ) }
						/>
						<FieldError message={ errors.price } />
					</div>
				</div>
				<div className="eventsmith-step__row">
					<div>
						<TextControl
							{ ...text( 'capacity' ) }
							type="number"
							min={ 0 }
							label={ __( 'Seats', 'eventsmith' ) }
							disabled={ draft.unlimited }
							placeholder={
								draft.unlimited
									? __( 'Unlimited', 'eventsmith' )
									: undefined
							}
							help={ seatsHelp( draft.unlimited, eventCapacity ) }
						/>
						<FieldError message={ errors.capacity } />
						<CheckboxControl
							__nextHasNoMarginBottom
							className="eventsmith-ticket-type__unlimited"
							label={ __( 'Unlimited seats', 'eventsmith' ) }
							checked={ draft.unlimited }
							onChange={ ( unlimited ) =>
								onChange( { unlimited }, 'capacity' )
							}
						/>
					</div>
					<div>
						<TextControl
							{ ...text( 'min_per_order' ) }
							type="number"
							min={ 1 }
							label={ __( 'Fewest per order', 'eventsmith' ) }
						/>
						<FieldError message={ errors.min_per_order } />
					</div>
					<div>
						<TextControl
							{ ...text( 'max_per_order' ) }
							type="number"
							min={ 1 }
							max={ 100 }
							label={ __( 'Most per order', 'eventsmith' ) }
						/>
						<FieldError message={ errors.max_per_order } />
					</div>
				</div>
				<SaleWindowFields
					draft={ draft }
					zone={ zone }
					errors={ errors }
					onChange={ onChange }
				/>
				<div>
					<TextareaControl
						{ ...text( 'description' ) }
						label={ __( 'Description', 'eventsmith' ) }
						help={ __(
							'Shown to buyers under the name.',
							'eventsmith'
						) }
						rows={ 2 }
					/>
					<FieldError message={ errors.description } />
				</div>
				<CheckboxControl
					__nextHasNoMarginBottom
					label={ __( 'Hidden from visitors', 'eventsmith' ) }
					checked={ draft.hidden }
					onChange={ ( hidden ) => onChange( { hidden } ) }
				/>
			</CardBody>
		</Card>
	);
}
