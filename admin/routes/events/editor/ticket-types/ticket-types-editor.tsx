/**
 * The event's ticket types inside the Tickets & Capacity step: loading,
 * a failed load with Try again, the empty state, one card per type and
 * Add ticket type. Saved by the step's Save button.
 */
import { Button } from '@wordpress/components';
import { useRowFocus } from '../use-row-focus';
import { __, sprintf } from '@wordpress/i18n';
import { useConfirm } from '../../../../components/confirm/confirm-provider';
import { Loading } from '../../../../components/screen/loading';
import type { TicketTypeDraft } from './draft';
import { TicketTypeCard } from './ticket-type-card';
import type { TicketTypes } from './use-ticket-types';

type Props = {
	types: TicketTypes;
	currency: string;
	zone: string;
	/** The event's seats as typed in the step, or -1. */
	eventCapacity: number;
};

function removeQuestion( draft: TicketTypeDraft ): string {
	const name = draft.name.trim() || __( 'New ticket type', 'eventsmith' );
	if ( draft.sold > 0 ) {
		return sprintf(
			/* translators: 1: ticket type name, 2: tickets of it sold. */
			__(
				'“%1$s” has %2$d tickets sold. Removing it stops its sale when you save; the orders and tickets already sold stay valid. Remove it?',
				'eventsmith'
			),
			name,
			draft.sold
		);
	}
	return sprintf(
		/* translators: %s: ticket type name. */
		__(
			'Remove the ticket type “%s”? It is deleted when you save.',
			'eventsmith'
		),
		name
	);
}

export function TicketTypesEditor( {
	types,
	currency,
	zone,
	eventCapacity,
}: Props ) {
	const confirm = useConfirm();
	const { list, addButton, focusRow, focusAdd } =
		useRowFocus< HTMLDivElement >();
	const add = () => focusRow( types.add() );
	const remove = async ( draft: TicketTypeDraft ) => {
		if ( await confirm( removeQuestion( draft ) ) ) {
			types.remove( draft.key );
			focusAdd();
		}
	};
	const addLabel = __( 'Add ticket type', 'eventsmith' );

	let body;
	if ( types.status === 'loading' ) {
		body = (
			<Loading label={ __( 'Loading ticket types…', 'eventsmith' ) } />
		);
	} else if ( types.status === 'failed' ) {
		body = (
			<div className="notice notice-error inline" role="alert">
				<p>
					{ types.loadError }{ ' ' }
					<Button variant="link" onClick={ types.reload }>
						{ __( 'Try again', 'eventsmith' ) }
					</Button>
				</p>
			</div>
		);
	} else if ( types.drafts.length === 0 ) {
		body = (
			<div className="eventsmith-ticket-types__empty">
				<p>
					{ __(
						'No ticket types yet. Add one so visitors can buy tickets on the event page.',
						'eventsmith'
					) }
				</p>
				<Button variant="secondary" onClick={ add } ref={ addButton }>
					{ addLabel }
				</Button>
			</div>
		);
	} else {
		body = (
			<>
				<div className="eventsmith-ticket-types__list" ref={ list }>
					{ types.drafts.map( ( draft, index ) => (
						<div key={ draft.key } data-key={ draft.key }>
							<TicketTypeCard
								draft={ draft }
								position={ index + 1 }
								currency={ currency }
								zone={ zone }
								eventCapacity={ eventCapacity }
								errors={ types.errorsOf( draft.key ) }
								onChange={ ( change, field ) =>
									types.update( draft.key, change, field )
								}
								onRemove={ () => void remove( draft ) }
							/>
						</div>
					) ) }
				</div>
				{ types.check.note && (
					<p className="eventsmith-ticket-types__note">
						{ types.check.note }
					</p>
				) }
				{ types.check.listError && (
					<p className="eventsmith-field-error">
						{ types.check.listError }
					</p>
				) }
				<div>
					<Button
						variant="secondary"
						onClick={ add }
						ref={ addButton }
					>
						{ addLabel }
					</Button>
				</div>
			</>
		);
	}

	return (
		<section
			className="eventsmith-ticket-types"
			aria-labelledby="eventsmith-ticket-types-title"
		>
			<h4
				id="eventsmith-ticket-types-title"
				className="eventsmith-ticket-types__title"
			>
				{ __( 'Ticket types', 'eventsmith' ) }
			</h4>
			{ body }
		</section>
	);
}
