/**
 * What every settings section gets: the draft, the refusals by field and
 * a setter for a partial change.
 */
import type {
	SettingsChoices,
	SettingsDraft,
	SettingsErrors,
} from './settings-rules';

export type SectionProps = {
	draft: SettingsDraft;
	errors: SettingsErrors;
	set: ( change: Partial< SettingsDraft > ) => void;
	choices: SettingsChoices;
};
