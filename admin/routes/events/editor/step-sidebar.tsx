/**
 * The editor's step list. Before the event exists only the basic step can
 * be opened.
 */
import { __ } from '@wordpress/i18n';
import { Link } from 'wouter';
import { editorSteps, type StepSlug } from './steps';

type Props = { id: number | null; active: StepSlug };

export function StepSidebar( { id, active }: Props ) {
	return (
		<nav
			className="eventsmith-steps"
			aria-label={ __( 'Event editor steps', 'eventsmith' ) }
		>
			<ol>
				{ editorSteps().map( ( step ) => (
					<li key={ step.slug }>
						{ id === null && step.slug !== 'basic' ? (
							<span
								className="eventsmith-steps__item is-disabled"
								aria-disabled="true"
							>
								{ step.label }
							</span>
						) : (
							<Link
								href={
									id === null
										? '/events/create'
										: `/events/create/${ id }/${ step.slug }`
								}
								className={ `eventsmith-steps__item${ step.slug === active ? ' is-active' : '' }` }
								aria-current={
									step.slug === active ? 'step' : undefined
								}
							>
								{ step.label }
							</Link>
						) }
					</li>
				) ) }
			</ol>
		</nav>
	);
}
