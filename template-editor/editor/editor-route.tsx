/**
 * Loads the template named in the address and opens the editor, or says it
 * does not exist.
 */
import { Button, Card, CardBody } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { LoadingSpinner } from './block-editor-parts';
import { __ } from '@wordpress/i18n';
import { fetchTemplate, isNotFound, type Template } from '../api/templates';
import { TemplateEditor } from './template-editor';
import { ElementorMode } from './elementor/elementor-mode';

type State =
	| { kind: 'loading' }
	| { kind: 'missing' }
	| { kind: 'failed'; message: string }
	| { kind: 'ready'; template: Template };

export function EditorRoute( { id }: { id: string } ) {
	const [ state, setState ] = useState< State >( { kind: 'loading' } );

	useEffect( () => {
		const numeric = /^\d+$/.test( id ) ? Number( id ) : 0;
		if ( ! numeric ) {
			setState( { kind: 'missing' } );
			return;
		}
		let live = true;
		fetchTemplate( numeric ).then(
			( template ) => live && setState( { kind: 'ready', template } ),
			( error: { message?: string } ) => {
				if ( live ) {
					setState(
						isNotFound( error )
							? { kind: 'missing' }
							: { kind: 'failed', message: error.message ?? '' }
					);
				}
			}
		);
		return () => {
			live = false;
		};
	}, [ id ] );

	if ( state.kind === 'ready' ) {
		const { template } = state;
		if ( template.edit_with_elementor ) {
			return (
				<ElementorMode
					template={ template }
					onBack={ () =>
						setState( {
							kind: 'ready',
							template: {
								...template,
								edit_with_elementor: false,
							},
						} )
					}
				/>
			);
		}
		return <TemplateEditor template={ template } />;
	}
	if ( state.kind === 'loading' ) {
		return (
			<div className="eventsmith-builder-state" aria-busy="true">
				<LoadingSpinner />
				<p>{ __( 'Loading template…', 'eventsmith' ) }</p>
			</div>
		);
	}
	return (
		<Card className="eventsmith-builder-state">
			<CardBody>
				<h1>
					{ state.kind === 'missing'
						? __( 'Template not found', 'eventsmith' )
						: __(
								'The template could not be loaded',
								'eventsmith'
							) }
				</h1>
				<p>
					{ state.kind === 'missing'
						? __(
								'There is no template with this id. It may have been deleted.',
								'eventsmith'
							)
						: state.message }
				</p>
				<Button variant="primary" href="#/template-builder">
					{ __( 'Back to templates', 'eventsmith' ) }
				</Button>
			</CardBody>
		</Card>
	);
}
