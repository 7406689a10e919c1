/**
 * The frame of a create/edit screen for one entity (schedules, speakers):
 * a spinner while the entity loads, the error when it cannot be found,
 * otherwise the form with its fields and the Save/Update button.
 */
import { Notice } from '@wordpress/components';
import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '../form/submit-button';
import { Loading } from '../screen/loading';
import { Screen } from '../screen/screen';

/** What the frame needs from `useEntityEditor`. */
type EditorState = {
	isLoading: boolean;
	loadError: string | null;
	isSaving: boolean;
	save: () => Promise< unknown >;
};

type Props = {
	title: string;
	loadingLabel: string;
	saveLabel: string;
	editor: EditorState;
	/** Sends the form; by default `editor.save()`. */
	onSubmit?: () => void;
	children: ReactNode;
};

export function EditorScreen( {
	title,
	loadingLabel,
	saveLabel,
	editor,
	onSubmit,
	children,
}: Props ) {
	if ( editor.isLoading ) {
		return <Loading label={ loadingLabel } />;
	}
	if ( editor.loadError ) {
		return (
			<Screen title={ title }>
				<Notice status="error" isDismissible={ false }>
					{ editor.loadError }
				</Notice>
			</Screen>
		);
	}

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		if ( onSubmit ) {
			onSubmit();
		} else {
			void editor.save();
		}
	};

	return (
		<Screen title={ title }>
			<form className="eventsmith-form" onSubmit={ submit } noValidate>
				{ children }
				<div className="eventsmith-form__actions">
					<SubmitButton isBusy={ editor.isSaving }>
						{ saveLabel }
					</SubmitButton>
				</div>
			</form>
		</Screen>
	);
}
