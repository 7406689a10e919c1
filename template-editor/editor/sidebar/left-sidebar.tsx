/**
 * The left panel: All Blocks, Placeholders or Documents Overview (layers).
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { closeSmall } from '@wordpress/icons';
import type { TemplateType } from '../../lib/page-size';
import { Library, ListView } from '../block-editor-parts';
import { PlaceholdersPanel } from './placeholders-panel';

export type LeftPanel = 'blocks' | 'placeholders' | 'layers';

const HEADINGS: Record< LeftPanel, string > = {
	blocks: __( 'All Blocks', 'eventsmith' ),
	placeholders: __( 'Placeholders', 'eventsmith' ),
	layers: __( 'Documents Overview', 'eventsmith' ),
};

type LeftSidebarProps = {
	panel: LeftPanel;
	type: TemplateType;
	onClose: () => void;
};

export function LeftSidebar( { panel, type, onClose }: LeftSidebarProps ) {
	const shown =
		panel === 'placeholders' && type === 'event' ? 'blocks' : panel;
	return (
		<aside
			className="eventsmith-editor__left"
			aria-label={ HEADINGS[ shown ] }
		>
			<div className="eventsmith-panel-header">
				<h2>{ HEADINGS[ shown ] }</h2>
				<Button
					icon={ closeSmall }
					label={ __( 'Close', 'eventsmith' ) }
					onClick={ onClose }
					size="small"
				/>
			</div>
			<div className={ `eventsmith-editor__left-content is-${ shown }` }>
				{ shown === 'blocks' && (
					<Library showMostUsedBlocks={ false } />
				) }
				{ shown === 'placeholders' && <PlaceholdersPanel /> }
				{ shown === 'layers' && <ListView /> }
			</div>
		</aside>
	);
}
