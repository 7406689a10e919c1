/**
 * The template builder app: hash routes for the template list and the editor.
 */
import { lazy, Suspense } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Redirect, Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { BootContext } from './boot-context';
import { Notices } from './notices';
import { TemplateList } from '../list/template-list';
import { withWordPressScripts } from '../../front/wordpress/wordpress-scripts';
import { LightSpinner } from '../../front/components/light/spinner';

// The block editor and wp-components load when a template is opened.
const EditorRoute = lazy(
	withWordPressScripts( () => import( '../editor/editor-chunk' ) )
);

function LoadingEditor() {
	return (
		<div className="eventsmith-builder-state" aria-busy="true">
			<LightSpinner />
			<p>{ __( 'Loading the template…', 'eventsmith' ) }</p>
		</div>
	);
}

export const LIST_PATH = '/template-builder';

export function editorPath( id: number ): string {
	return `${ LIST_PATH }/${ id }`;
}

type AppProps = { boot: EventsmithTemplateBuilderBoot };

export function App( { boot }: AppProps ) {
	return (
		<BootContext.Provider value={ boot }>
			<Router hook={ useHashLocation }>
				<Switch>
					<Route path={ `${ LIST_PATH }/:id` }>
						{ ( params: { id: string } ) => (
							<Suspense fallback={ <LoadingEditor /> }>
								<EditorRoute
									key={ params.id }
									id={ params.id }
								/>
							</Suspense>
						) }
					</Route>
					<Route path={ LIST_PATH }>
						<TemplateList />
					</Route>
					<Route>
						<Redirect to={ LIST_PATH } replace />
					</Route>
				</Switch>
			</Router>
			<Notices />
		</BootContext.Provider>
	);
}
