/**
 * One design in the chooser: thumbnail, name, 'Use this template' and
 * 'Preview now'.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { LibraryDesign } from './template-rules';

type Props = {
	design: LibraryDesign;
	disabled: boolean;
	onUse: () => void;
	onPreview: () => void;
};

export function TemplateCard( { design, disabled, onUse, onPreview }: Props ) {
	return (
		<li className="eventsmith-template-card">
			<div className="eventsmith-template-card__thumb">
				{ design.thumbnail && <img src={ design.thumbnail } alt="" /> }
			</div>
			<h3 className="eventsmith-template-card__name">{ design.name }</h3>
			<div className="eventsmith-template-card__actions">
				<Button
					variant="primary"
					size="small"
					disabled={ disabled }
					onClick={ onUse }
				>
					{ __( 'Use this template', 'eventsmith' ) }
				</Button>
				<Button variant="secondary" size="small" onClick={ onPreview }>
					{ __( 'Preview now', 'eventsmith' ) }
				</Button>
			</div>
		</li>
	);
}
