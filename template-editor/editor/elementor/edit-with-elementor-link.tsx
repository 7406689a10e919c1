/**
 * 'Edit with Elementor' in the builder's header, shown only on sites that run
 * Elementor: marks the template as an Elementor design and opens Elementor.
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { switchToElementor } from '../../api/templates';
import { useBoot } from '../../app/boot-context';
import { useNotify } from '../../app/notices';
import { elementorEditUrl } from './elementor-edit-url';

export function EditWithElementorLink( {
	templateId,
}: {
	templateId: number;
} ) {
	const url = elementorEditUrl( useBoot().elementorEditUrl, templateId );
	const notify = useNotify();
	const [ isOpening, setIsOpening ] = useState( false );
	if ( ! url ) {
		return null;
	}
	const open = async () => {
		setIsOpening( true );
		try {
			await switchToElementor( templateId );
			window.location.assign( url );
		} catch ( error ) {
			setIsOpening( false );
			notify.error(
				( error as { message?: string } ).message ||
					__( 'Couldn’t open Elementor.', 'eventsmith' )
			);
		}
	};
	return (
		<Button
			variant="tertiary"
			href={ url }
			isBusy={ isOpening }
			onClick={ ( event: { preventDefault: () => void } ) => {
				event.preventDefault();
				if ( ! isOpening ) {
					open();
				}
			} }
		>
			{ __( 'Edit with Elementor', 'eventsmith' ) }
		</Button>
	);
}
