/**
 * 'Edit Template Design': the event whose data fills the template while
 * designing and previewing. An event is required.
 */
import { Button, Modal, Notice, SelectControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { useBoot } from '../../app/boot-context';
import { useEventOptions } from './event-options';

type SelectEventModalProps = {
	eventId: number | null;
	onConfirm: ( eventId: number ) => void;
	onClose: () => void;
};

export function SelectEventModal( {
	eventId,
	onConfirm,
	onClose,
}: SelectEventModalProps ) {
	const { dashboardUrl } = useBoot();
	const options = useEventOptions();
	const [ value, setValue ] = useState( eventId ? String( eventId ) : '' );
	const [ error, setError ] = useState( false );

	const confirm = () => {
		const id = Number( value );
		if ( ! id ) {
			setError( true );
			return;
		}
		onConfirm( id );
	};

	return (
		<Modal
			title={ __( 'Edit Template Design', 'eventsmith' ) }
			onRequestClose={ onClose }
			className="eventsmith-event-modal"
		>
			<form
				onSubmit={ ( event ) => {
					event.preventDefault();
					confirm();
				} }
			>
				<SelectControl
					label={ __( 'Event', 'eventsmith' ) }
					help={ __(
						'Its details fill the placeholders in the preview.',
						'eventsmith'
					) }
					value={ value }
					options={ options }
					onChange={ ( next: string ) => {
						setValue( next );
						setError( false );
					} }
					__nextHasNoMarginBottom
				/>
				{ error && (
					<Notice
						status="error"
						isDismissible={ false }
						className="eventsmith-event-modal__error"
					>
						{ __( 'Please select an event.', 'eventsmith' ) }
					</Notice>
				) }
				{ options.length === 1 && (
					<p className="eventsmith-event-modal__empty">
						{ __(
							'There are no published events yet.',
							'eventsmith'
						) }
					</p>
				) }
				<div className="eventsmith-modal-actions">
					<Button
						variant="secondary"
						href={ `${ dashboardUrl }#/events/create` }
					>
						{ __( 'Create Event', 'eventsmith' ) }
					</Button>
					<Button variant="primary" type="submit">
						{ __( 'Confirm', 'eventsmith' ) }
					</Button>
				</div>
			</form>
		</Modal>
	);
}
