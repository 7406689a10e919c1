/**
 * Pages: the design of event pages that choose none, the address of the
 * events list, and which parts of the plugin are in use (categories and
 * tags, RSVP).
 */
import {
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { fieldHelp, invalidProps } from '../field-help';
import type { SectionProps } from '../section-props';
import { SettingsSection } from '../settings-section';

export function PagesSection( { draft, errors, set, choices }: SectionProps ) {
	const templates = [
		{ value: '0', label: __( 'Default layout', 'eventsmith' ) },
		...choices.landing_templates.map( ( template ) => ( {
			value: String( template.value ),
			label: template.label,
		} ) ),
	];
	if (
		! templates.some(
			( option ) => option.value === draft.default_landing_template
		)
	) {
		templates.push( {
			value: draft.default_landing_template,
			label: sprintf(
				/* translators: %s: template id. */
				__(
					'Template #%s (not published: the default layout is shown)',
					'eventsmith'
				),
				draft.default_landing_template
			),
		} );
	}
	return (
		<SettingsSection
			title={ __( 'Pages and features', 'eventsmith' ) }
			description={ __(
				'How event pages look when an event chooses no design of its own, where the events list is, and which optional parts of Eventsmith are in use.',
				'eventsmith'
			) }
		>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Default event page design', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'A published Event Landing template from the Template Builder, used on every event page that does not choose one.',
						'eventsmith'
					),
					errors.default_landing_template
				) }
				value={ draft.default_landing_template }
				options={ templates }
				onChange={ ( id ) => set( { default_landing_template: id } ) }
				{ ...invalidProps( errors.default_landing_template ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Events address', 'eventsmith' ) }
				help={ fieldHelp(
					sprintf(
						/* translators: 1: the address the events list gets, 2: the default slug. */
						__(
							'The events list is at %1$s and every event page below it. Lowercase letters, digits and hyphens; empty means “%2$s”. Links to the old address stop working.',
							'eventsmith'
						),
						`${ choices.events_slug.home }${
							draft.events_slug
								.trim()
								.replace( /^\/+|\/+$/g, '' ) ||
							choices.events_slug.default
						}/`,
						choices.events_slug.default
					),
					errors.events_slug
				) }
				value={ draft.events_slug }
				placeholder={ choices.events_slug.default }
				maxLength={ 60 }
				autoComplete="off"
				spellCheck={ false }
				onChange={ ( slug ) => set( { events_slug: slug } ) }
				{ ...invalidProps( errors.events_slug ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Hide event categories and tags', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'Hides the category and tag entries of the dashboard menu and their Add New buttons.',
						'eventsmith'
					),
					errors.disable_category_and_tags
				) }
				checked={ draft.disable_category_and_tags }
				onChange={ ( hide ) =>
					set( { disable_category_and_tags: hide } )
				}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'RSVP', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'Lets visitors answer on event pages whether they will attend. Off closes every RSVP form and hides the RSVP Report action.',
						'eventsmith'
					),
					errors.modules
				) }
				checked={ draft.modules }
				onChange={ ( on ) => set( { modules: on } ) }
			/>
		</SettingsSection>
	);
}
