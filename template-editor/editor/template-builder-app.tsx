/**
 * The template builder shell.
 */
import { Button, Card, CardBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

type TemplateBuilderAppProps = {
	boot: EventsmithTemplateBuilderBoot;
};

export function TemplateBuilderApp( { boot }: TemplateBuilderAppProps ) {
	return (
		<div className="eventsmith-builder">
			<header className="eventsmith-builder__header">
				<h1 className="eventsmith-builder__title">
					{ __( 'Template Builder', 'eventsmith' ) }
				</h1>
				<Button variant="secondary" href={ boot.dashboardUrl }>
					{ __( 'Back to dashboard', 'eventsmith' ) }
				</Button>
			</header>
			<Card className="eventsmith-builder__empty">
				<CardBody>
					<p>
						{ __(
							'Certificate, ticket and event page templates will be listed here.',
							'eventsmith'
						) }
					</p>
				</CardBody>
			</Card>
		</div>
	);
}
