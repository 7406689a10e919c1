/**
 * The form of the active step.
 */
import type { EventItem } from '../types';
import { BasicStep } from './basic-step';
import { CertificateStep } from './certificate-step';
import { PeopleStep } from './people-step';
import { RecurrenceStep } from './recurrence-step';
import { RsvpStep } from './rsvp-step';
import { SchedulesStep } from './schedules-step';
import type { StepSlug } from './steps';
import { TermsStep } from './terms-step';
import { TicketsStep } from './tickets-step';

type Props = {
	step: StepSlug;
	event: EventItem;
	onSaved: ( event: EventItem ) => void;
};

export function StepContent( { step, event, onSaved }: Props ) {
	const props = { event, onSaved };
	switch ( step ) {
		case 'recurrence':
			return <RecurrenceStep { ...props } />;
		case 'tickets':
			return <TicketsStep { ...props } />;
		case 'speakers':
			return <PeopleStep { ...props } />;
		case 'schedules':
			return <SchedulesStep { ...props } />;
		case 'rsvp':
			return <RsvpStep { ...props } />;
		case 'certificate':
			return <CertificateStep { ...props } />;
		case 'categories':
			return <TermsStep { ...props } />;
		default:
			return <BasicStep { ...props } />;
	}
}
