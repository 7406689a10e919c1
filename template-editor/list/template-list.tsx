/**
 * The template list: every template with its type, status and thumbnail,
 * filtered by type, with edit and delete.
 */
import { lazy, Suspense, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { withWordPressScripts } from '../../front/wordpress/wordpress-scripts';
import { LightButton as Button } from '../../front/components/light/button';
import { SelectField } from '../../front/components/light/select-field';
import { LightSpinner as LoadingSpinner } from '../../front/components/light/spinner';
import {
	deleteTemplate,
	fetchTemplates,
	type Template,
} from '../api/templates';
import { useBoot } from '../app/boot-context';
import { useNotify } from '../app/notices';
import type { TemplateType } from '../lib/page-size';
import { TemplateRow } from './template-row';
import { TYPE_LABELS } from './type-labels';

// The dialog needs wp-components, which the list does not load.
const ConfirmDelete = lazy(
	withWordPressScripts( () => import( './confirm-delete' ) )
);

export function TemplateList() {
	const { dashboardUrl } = useBoot();
	const notify = useNotify();
	const [ type, setType ] = useState< TemplateType | '' >( '' );
	const [ templates, setTemplates ] = useState< Template[] | null >( null );
	const [ failed, setFailed ] = useState( false );
	const [ deleting, setDeleting ] = useState< Template | null >( null );

	useEffect( () => {
		let live = true;
		setTemplates( null );
		setFailed( false );
		fetchTemplates( type ).then(
			( items ) => live && setTemplates( items ),
			() => live && setFailed( true )
		);
		return () => {
			live = false;
		};
	}, [ type ] );

	const confirmDelete = async () => {
		const template = deleting;
		setDeleting( null );
		if ( ! template ) {
			return;
		}
		try {
			await deleteTemplate( template.id );
			setTemplates(
				( items ) =>
					items?.filter( ( item ) => item.id !== template.id ) ?? null
			);
			notify.success( __( 'Template deleted', 'eventsmith' ) );
		} catch {
			notify.error( __( "Couldn't delete template", 'eventsmith' ) );
		}
	};

	return (
		<div className="eventsmith-template-list">
			<div className="eventsmith-template-list__header">
				<h1 className="wp-heading-inline">
					{ __( 'Templates', 'eventsmith' ) }
				</h1>
				<Button
					variant="primary"
					href={ `${ dashboardUrl }#/templates/choose` }
				>
					{ __( 'Add New', 'eventsmith' ) }
				</Button>
				<SelectField
					className="eventsmith-template-list__filter"
					label={ __( 'Type', 'eventsmith' ) }
					labelPosition="side"
					value={ type }
					options={ [
						{ label: __( 'All types', 'eventsmith' ), value: '' },
						...( Object.keys( TYPE_LABELS ) as TemplateType[] ).map(
							( key ) => ( {
								label: TYPE_LABELS[ key ],
								value: key,
							} )
						),
					] }
					onChange={ ( value: string ) =>
						setType( value as TemplateType | '' )
					}
				/>
			</div>
			{ failed && (
				<div className="notice notice-error inline">
					<p>
						{ __(
							'The templates could not be loaded.',
							'eventsmith'
						) }
					</p>
				</div>
			) }
			{ ! failed && templates === null && (
				<div className="eventsmith-builder-state" aria-busy="true">
					<LoadingSpinner />
					<p>{ __( 'Loading templates…', 'eventsmith' ) }</p>
				</div>
			) }
			{ templates && templates.length === 0 && (
				<div className="eventsmith-template-list__empty">
					<p>{ __( 'No templates found.', 'eventsmith' ) }</p>
					<Button
						variant="secondary"
						href={ `${ dashboardUrl }#/templates/choose` }
					>
						{ __( 'Create your first template', 'eventsmith' ) }
					</Button>
				</div>
			) }
			{ templates && templates.length > 0 && (
				<table className="widefat fixed striped eventsmith-template-table">
					<thead>
						<tr>
							<th scope="col" className="column-thumbnail">
								{ __( 'Thumbnail', 'eventsmith' ) }
							</th>
							<th scope="col" className="column-primary">
								{ __( 'Name', 'eventsmith' ) }
							</th>
							<th scope="col">{ __( 'Type', 'eventsmith' ) }</th>
							<th scope="col">
								{ __( 'Status', 'eventsmith' ) }
							</th>
							<th scope="col" className="column-actions">
								{ __( 'Actions', 'eventsmith' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ templates.map( ( template ) => (
							<TemplateRow
								key={ template.id }
								template={ template }
								onDelete={ setDeleting }
							/>
						) ) }
					</tbody>
				</table>
			) }
			{ deleting && (
				<Suspense fallback={ null }>
					<ConfirmDelete
						onConfirm={ confirmDelete }
						onCancel={ () => setDeleting( null ) }
					/>
				</Suspense>
			) }
		</div>
	);
}
