/**
 * The right sidebar: tabs Inspector (the selected block) and Body Settings
 * (the page body). Selecting a block shows Inspector; selecting the body
 * (no block) shows Body Settings. On narrow screens (≤ 782px) it is hidden
 * until the header's Settings button opens it over the canvas.
 */
import { Button } from '@wordpress/components';
import { close as closeIcon } from '@wordpress/icons';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { BodyStyling } from '../../lib/body-styles';
import type { Device, TemplateType } from '../../lib/page-size';
import { BlockInspector, blockEditorStore } from '../block-editor-parts';
import { BodySettingsPanel } from './body-settings-panel';

type Tab = 'inspector' | 'body';

export const SETTINGS_SIDEBAR_ID = 'eventsmith-editor-settings';

type RightSidebarProps = {
	type: TemplateType;
	device: Device;
	bodyStyling: BodyStyling;
	onBodyStylingChange: ( styling: BodyStyling ) => void;
	/** Opened as an overlay (narrow screens). */
	isOpen: boolean;
	onClose: () => void;
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
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the overlay.
		<aside
			id={ SETTINGS_SIDEBAR_ID }
			className={ `eventsmith-editor__right${
				props.isOpen ? ' is-open' : ''
			}` }
			aria-label={ __( 'Settings', 'eventsmith' ) }
			onKeyDown={ ( event ) => {
				if ( event.key === 'Escape' && props.isOpen ) {
					event.stopPropagation();
					props.onClose();
				}
			} }
		>
			<div className="eventsmith-tabs">
				<div className="eventsmith-tabs__list" role="tablist">
					{ tabButton(
						'inspector',
						__( 'Inspector', 'eventsmith' )
					) }
					{ tabButton( 'body', __( 'Body Settings', 'eventsmith' ) ) }
				</div>
				<Button
					icon={ closeIcon }
					label={ __( 'Close settings', 'eventsmith' ) }
					className="eventsmith-editor__right-close"
					onClick={ props.onClose }
				/>
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
