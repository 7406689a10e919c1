/**
 * The confirmation dialog itself (a components Modal). Loaded with
 * wp-components the first time a screen asks for a confirmation.
 */
import { Button, Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

type Props = {
	message: string;
	onAnswer: ( value: boolean ) => void;
};

export default function ConfirmDialog( { message, onAnswer }: Props ) {
	return (
		<Modal
			title={ __( 'Please confirm', 'eventsmith' ) }
			className="eventsmith-confirm"
			onRequestClose={ () => onAnswer( false ) }
		>
			<p className="eventsmith-confirm__message">{ message }</p>
			<div className="eventsmith-confirm__actions">
				<Button variant="tertiary" onClick={ () => onAnswer( false ) }>
					{ __( 'Cancel', 'eventsmith' ) }
				</Button>
				<Button variant="primary" onClick={ () => onAnswer( true ) }>
					{ __( 'Yes', 'eventsmith' ) }
				</Button>
			</div>
		</Modal>
	);
}
