/**
 * What the sources reading another plugin's data on this site share: the
 * request body names the source alone, and the panel says what will be read
 * and offers the dry run.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ComponentType } from 'react';
import type { SourcePanelProps } from './types';

/**
 * The body that creates a run of a source that needs nothing else.
 *
 * @param kind The source.
 */
export function sourceForm( kind: string ): FormData {
	const form = new FormData();
	form.append( 'source', kind );
	return form;
}

/**
 * A panel saying what the source reads, with the dry-run button.
 *
 * @param kind        The source.
 * @param description What it reads, and that nothing there changes.
 */
export function siteSourcePanel(
	kind: string,
	description: string
): ComponentType< SourcePanelProps > {
	return function SiteSourcePanel( { busy, onCreate }: SourcePanelProps ) {
		return (
			<>
				<p>{ description }</p>
				<Button
					variant="secondary"
					isBusy={ busy }
					disabled={ busy }
					onClick={ () => onCreate( sourceForm( kind ) ) }
				>
					{ __( 'Count what it will do (dry run)', 'eventsmith' ) }
				</Button>
			</>
		);
	};
}
