/**
 * The template chooser: a modal titled 'Choose a template' with the tabs
 * Event Landing, Event Certificate and Event tickets (spec §2).
 */
import { Modal, TabPanel } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { TemplateGrid } from './template-grid';
import { TemplatePreview } from './template-preview';
import {
	templateTabs,
	type LibraryDesign,
	type TemplateType,
} from './template-rules';

type Props = { onClose: () => void };

export function TemplateChooser( { onClose }: Props ) {
	const [ preview, setPreview ] = useState< LibraryDesign | null >( null );

	return (
		<>
			<Modal
				title={ __( 'Choose a template', 'eventsmith' ) }
				onRequestClose={ () => {
					if ( ! preview ) {
						onClose();
					}
				} }
				className="eventsmith-template-chooser"
			>
				<TabPanel
					className="eventsmith-template-chooser__tabs"
					tabs={ templateTabs() }
				>
					{ ( tab ) => (
						<TemplateGrid
							type={ tab.name as TemplateType }
							onPreview={ setPreview }
						/>
					) }
				</TabPanel>
			</Modal>
			{ preview && (
				<TemplatePreview
					design={ preview }
					onClose={ () => setPreview( null ) }
				/>
			) }
		</>
	);
}
