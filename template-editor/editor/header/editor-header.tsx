/**
 * The builder's header: back, title, name, panel buttons, undo/redo, view
 * switcher, event and preview buttons, and the split Save button.
 */
import { Button, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	arrowLeft,
	cog,
	listView,
	plus,
	redo as redoIcon,
	shortcode,
	undo as undoIcon,
} from '@wordpress/icons';
import type { Template } from '../../api/templates';
import type { Device, Orientation, TemplateType } from '../../lib/page-size';
import type { TemplateStatus } from '../../lib/save-status';
import type { SaveMode } from '../../lib/thumbnail-size';
import type { LeftPanel } from '../sidebar/left-sidebar';
import type { EditorModal } from '../modals/editor-modals';
import { SaveSplitButton } from './save-split-button';
import { EditWithElementorLink } from '../elementor/edit-with-elementor-link';
import { SETTINGS_SIDEBAR_ID } from '../sidebar/right-sidebar';
import { DeviceSwitcher, OrientationSwitcher } from './view-switcher';

const TITLES: Record< TemplateType, string > = {
	certificate: __( 'Certificate Builder', 'eventsmith' ),
	ticket: __( 'Ticket Builder', 'eventsmith' ),
	event: __( 'Event Builder', 'eventsmith' ),
};

type EditorHeaderProps = {
	template: Template;
	name: string;
	onNameChange: ( name: string ) => void;
	status: TemplateStatus;
	orientation: Orientation;
	onOrientationChange: ( orientation: Orientation ) => void;
	device: Device;
	onDeviceChange: ( device: Device ) => void;
	panel: LeftPanel | null;
	onTogglePanel: ( panel: LeftPanel ) => void;
	history: {
		undo: () => void;
		redo: () => void;
		hasUndo: boolean;
		hasRedo: boolean;
	};
	onOpenModal: ( modal: EditorModal ) => void;
	onSave: ( mode: SaveMode ) => void;
	isSaving: boolean;
	/** The settings sidebar, a toggled overlay on narrow screens. */
	settingsOpen: boolean;
	onToggleSettings: () => void;
};

export function EditorHeader( props: EditorHeaderProps ) {
	const { template, panel, onTogglePanel, history } = props;
	const isEvent = template.type === 'event';
	const panelButton = (
		key: LeftPanel,
		label: string,
		icon: JSX.Element
	) => (
		<Button
			icon={ icon }
			label={ label }
			isPressed={ panel === key }
			aria-expanded={ panel === key }
			onClick={ () => onTogglePanel( key ) }
		/>
	);

	return (
		<header className="eventsmith-editor__header">
			<div className="eventsmith-editor__header-start">
				<Button
					icon={ arrowLeft }
					label={ __( 'Back to templates', 'eventsmith' ) }
					href="#/template-builder"
					className="eventsmith-editor__back"
				/>
				<h1 className="eventsmith-editor__title">
					{ TITLES[ template.type ] }
				</h1>
				<TextControl
					className="eventsmith-editor__name"
					label={ __( 'Template name', 'eventsmith' ) }
					hideLabelFromVision
					value={ props.name }
					onChange={ props.onNameChange }
					__nextHasNoMarginBottom
				/>
				<div className="eventsmith-editor__tools">
					{ panelButton(
						'blocks',
						__( 'Blocks', 'eventsmith' ),
						plus
					) }
					{ ! isEvent &&
						panelButton(
							'placeholders',
							__( 'Placeholders', 'eventsmith' ),
							shortcode
						) }
					{ panelButton(
						'layers',
						__( 'Layers', 'eventsmith' ),
						listView
					) }
					<Button
						icon={ undoIcon }
						label={ __( 'Undo', 'eventsmith' ) }
						shortcut="Ctrl+Z"
						disabled={ ! history.hasUndo }
						__experimentalIsFocusable
						onClick={ history.undo }
					/>
					<Button
						icon={ redoIcon }
						label={ __( 'Redo', 'eventsmith' ) }
						shortcut="Ctrl+Y"
						disabled={ ! history.hasRedo }
						__experimentalIsFocusable
						onClick={ history.redo }
					/>
				</div>
			</div>
			<div className="eventsmith-editor__header-center">
				{ isEvent ? (
					<DeviceSwitcher
						value={ props.device }
						onChange={ props.onDeviceChange }
					/>
				) : (
					<OrientationSwitcher
						value={ props.orientation }
						onChange={ props.onOrientationChange }
					/>
				) }
			</div>
			<div className="eventsmith-editor__header-end">
				<EditWithElementorLink templateId={ template.id } />
				{ isEvent && (
					<Button
						variant="tertiary"
						onClick={ () => props.onOpenModal( 'design' ) }
					>
						{ __( 'Select Event', 'eventsmith' ) }
					</Button>
				) }
				<Button
					variant="secondary"
					onClick={ () => props.onOpenModal( 'preview' ) }
				>
					{ __( 'Preview', 'eventsmith' ) }
				</Button>
				<SaveSplitButton
					status={ props.status }
					onSave={ props.onSave }
					isSaving={ props.isSaving }
				/>
				<Button
					icon={ cog }
					label={ __( 'Settings', 'eventsmith' ) }
					className="eventsmith-editor__settings-toggle"
					isPressed={ props.settingsOpen }
					aria-expanded={ props.settingsOpen }
					aria-controls={ SETTINGS_SIDEBAR_ID }
					onClick={ props.onToggleSettings }
				/>
			</div>
		</header>
	);
}
