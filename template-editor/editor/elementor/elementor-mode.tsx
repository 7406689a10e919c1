/**
 * A template designed with Elementor: the block builder stays closed and
 * offers 'Back to WordPress', which clears the template's Elementor flag and
 * opens the block builder again.
 */
import { Button, Card, CardBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { backToWordPress, type Template } from '../../api/templates';
import { EditWithElementorLink } from './edit-with-elementor-link';
import { useEditorSwitch } from './use-editor-switch';

type Props = { template: Template; onBack: () => void };

export function ElementorMode( { template, onBack }: Props ) {
	const { isSwitching, run } = useEditorSwitch(
		() => backToWordPress( template.id ),
		onBack,
		__( 'Couldn’t update template', 'eventsmith' )
	);
	return (
		<Card className="eventsmith-builder-state">
			<CardBody>
				<h1>{ template.name }</h1>
				<p>
					{ __(
						'This template is designed with Elementor. Go back to WordPress to edit it in the template builder.',
						'eventsmith'
					) }
				</p>
				<div className="eventsmith-builder-state__actions">
					<Button
						variant="primary"
						isBusy={ isSwitching }
						disabled={ isSwitching }
						onClick={ run }
					>
						{ __( 'Back to WordPress', 'eventsmith' ) }
					</Button>
					<EditWithElementorLink templateId={ template.id } />
					<Button variant="tertiary" href="#/template-builder">
						{ __( 'Back to templates', 'eventsmith' ) }
					</Button>
				</div>
			</CardBody>
		</Card>
	);
}
