/**
 * The split Save button: 'Save & Publish' for a draft, 'Save' otherwise, and
 * a menu with 'Draft'.
 */
import { Button, DropdownMenu } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { chevronDown } from '@wordpress/icons';
import { savePublishes, type TemplateStatus } from '../../lib/save-status';
import type { SaveMode } from '../../lib/thumbnail-size';

type SaveSplitButtonProps = {
	status: TemplateStatus;
	onSave: ( mode: SaveMode ) => void;
	isSaving: boolean;
};

export function SaveSplitButton( {
	status,
	onSave,
	isSaving,
}: SaveSplitButtonProps ) {
	return (
		<div className="eventsmith-split-button">
			<Button
				variant="primary"
				isBusy={ isSaving }
				aria-disabled={ isSaving }
				onClick={ () => ! isSaving && onSave( 'save' ) }
			>
				{ savePublishes( status )
					? __( 'Save & Publish', 'eventsmith' )
					: __( 'Save', 'eventsmith' ) }
			</Button>
			<DropdownMenu
				icon={ chevronDown }
				label={ __( 'More save options', 'eventsmith' ) }
				className="eventsmith-split-button__toggle"
				toggleProps={ { variant: 'primary', disabled: isSaving } }
				popoverProps={ { placement: 'bottom-end' } }
				controls={ [
					{
						title: __( 'Draft', 'eventsmith' ),
						onClick: () => onSave( 'draft' ),
					},
				] }
			/>
		</div>
	);
}
