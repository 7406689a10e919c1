/**
 * 'Edit with Elementor' in the builder's header, shown only on sites that run
 * Elementor: marks the template as an Elementor design and opens Elementor.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { switchToElementor } from '../../api/templates';
import { useBoot } from '../../app/boot-context';
import { elementorEditUrl } from './elementor-edit-url';
import { useEditorSwitch } from './use-editor-switch';

export function EditWithElementorLink( {
	templateId,
}: {
	templateId: number;
} ) {
	const url = elementorEditUrl( useBoot().elementorEditUrl, templateId );
	const { isSwitching, run } = useEditorSwitch(
		() => switchToElementor( templateId ),
		() => window.location.assign( url ),
		__( 'Couldn’t open Elementor.', 'eventsmith' )
	);
	if ( ! url ) {
		return null;
	}
	return (
		<Button
			variant="tertiary"
			href={ url }
			isBusy={ isSwitching }
			onClick={ ( event: { preventDefault: () => void } ) => {
				event.preventDefault();
				run();
			} }
		>
			{ __( 'Edit with Elementor', 'eventsmith' ) }
		</Button>
	);
}
