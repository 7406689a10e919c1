/**
 * The right sidebar: tabs Inspector (the selected block) and Body Settings
 * (the page body). Selecting a block shows Inspector; selecting the body
 * (no block) shows Body Settings.
 */
import { Button } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { BodyStyling } from '../../lib/body-styles';
import type { Device, TemplateType } from '../../lib/page-size';
import { BlockInspector, blockEditorStore } from '../block-editor-parts';
import { BodySettingsPanel } from './body-settings-panel';

type Tab = 'inspector' | 'body';

type RightSidebarProps = {
	type: TemplateType;
	device: Device;
	bodyStyling: BodyStyling;
	onBodyStylingChange: ( styling: BodyStyling ) => void;
};

export function RightSidebar( props: RightSidebarProps ) {
	const selected = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as {
					getSelectedBlockClientId: () => string | null;
				}
			 ).getSelectedBlockClientId(),
		[]
	);
	const [ tab, setTab ] = useState< Tab >( selected ? 'inspector' : 'body' );
	useEffect( () => setTab( selected ? 'inspector' : 'body' ), [ selected ] );

	const tabButton = ( key: Tab, label: string ) => (
		<Button
			role="tab"
			id={ `eventsmith-tab-${ key }` }
			aria-selected={ tab === key }
			aria-controls={ `eventsmith-tabpanel-${ key }` }
			className={ `eventsmith-tabs__tab${ tab === key ? ' is-active' : '' }` }
			onClick={ () => setTab( key ) }
		>
			{ label }
		</Button>
	);

	return (
		<aside
			className="eventsmith-editor__right"
			aria-label={ __( 'Settings', 'eventsmith' ) }
		>
			<div className="eventsmith-tabs" role="tablist">
				{ tabButton( 'inspector', __( 'Inspector', 'eventsmith' ) ) }
				{ tabButton( 'body', __( 'Body Settings', 'eventsmith' ) ) }
			</div>
			<div
				role="tabpanel"
				id={ `eventsmith-tabpanel-${ tab }` }
				aria-labelledby={ `eventsmith-tab-${ tab }` }
				className="eventsmith-editor__right-content"
			>
				{ tab === 'inspector' ? (
					<>
						{ ! selected && (
							<p className="eventsmith-editor__hint">
								{ __(
									'Select a block in the canvas to change its settings.',
									'eventsmith'
								) }
							</p>
						) }
						<BlockInspector />
					</>
				) : (
					<BodySettingsPanel
						type={ props.type }
						device={ props.device }
						styling={ props.bodyStyling }
						onChange={ props.onBodyStylingChange }
					/>
				) }
			</div>
		</aside>
	);
}
