/**
 * The template builder app: hash routes for the template list and the editor.
 */
import { Redirect, Route, Router, Switch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { BootContext } from './boot-context';
import { Notices } from './notices';
import { TemplateList } from '../list/template-list';
import { EditorRoute } from '../editor/editor-route';

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
							<EditorRoute key={ params.id } id={ params.id } />
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
