/**
 * #/templates/choose: opens the template chooser; closing it goes to the
 * event list.
 */
import { useNavigate } from '../../hooks/use-navigate';
import { TemplateChooser } from './template-chooser';

export default function ChooseTemplateScreen() {
	const navigate = useNavigate();
	return <TemplateChooser onClose={ () => navigate( '/events' ) } />;
}
