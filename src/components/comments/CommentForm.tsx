'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'

import { TextAreaField } from '@/components/forms/FormField'
import { showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { toast } from '@/components/toast/toastStore'
import { ApiError } from '@/lib/client/apiRequest'
import { lazyZodResolver } from '@/lib/client/lazyZodResolver'
import { useSubmission } from '@/lib/client/useSubmission'
import { USER_QUERY_KEY } from '@/lib/client/useUser'
import { COMMENT_MAX_LENGTH } from '@/lib/validation/formRules'
import { OWN_COMMENTS_PATH, PendingComments } from './PendingComments'

const commentCheck = lazyZodResolver(() => import('@/lib/validation/comment').then((m) => m.commentSchema))

type Props = {
  slug: string
  /** Set for a reply: the comment it answers, and whom (for the field's label). */
  parentId?: number
  replyingTo?: string
  /** After a reply was sent (its panel closes). */
  onPosted?: () => void
}

/**
 * A member's new comment, or reply to a comment. It is held for moderation, so it does not
 * appear in the list: the toast says so, and above the post's form (PendingComments) and on the
 * dashboard the member finds it waiting. A blank comment is never sent.
 */
export function CommentForm({ slug, parentId, replyingTo, onPosted }: Props) {
  const reply = parentId !== undefined
  const sendOnce = useSubmission()
  const queryClient = useQueryClient()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: commentCheck.resolver, defaultValues: { content: '' } })

  const onSubmit = handleSubmit(async ({ content }) => {
    try {
      await sendOnce('POST', `/api/comments/${slug}`, reply ? { content, parentId } : { content })
      reset()
      void queryClient.invalidateQueries({ queryKey: [OWN_COMMENTS_PATH] })
      toast(
        reply
          ? { title: 'Reply submitted', description: 'Your reply has been submitted for moderation.' }
          : { title: 'Comment submitted', description: 'Your comment has been submitted for moderation.' },
      )
      onPosted?.()
    } catch (error) {
      // A session that ended meanwhile: show the login prompt instead of the form.
      if (error instanceof ApiError && error.status === 401) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY })
      // The server's reason beside the field (the same words posted twice), as well as the toast.
      showServerFieldErrors(error, setError, ['content'])
      const description = (error instanceof ApiError && error.status === 400 && error.serverMessage) || `Failed to submit ${reply ? 'reply' : 'comment'}. Please try again.`
      toast({ title: 'Error', description, variant: 'destructive' })
    }
  })

  return (
    <>
      {!reply && <PendingComments slug={slug} />}
      <form onFocus={commentCheck.preload} onSubmit={onSubmit} noValidate className="space-y-3">
        <TextAreaField
          label={reply ? `Your reply to ${replyingTo ?? 'this comment'}` : 'Your comment'}
          rows={reply ? 3 : 4}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder={reply ? undefined : 'Share your thoughts...'}
          hint={reply ? 'Replies are reviewed before they appear.' : 'Comments are reviewed before they appear.'}
          error={errors.content?.message}
          autoFocus={reply}
          {...register('content')}
        />
        <SubmitButton pending={isSubmitting} label={reply ? 'Post Reply' : 'Post Comment'} pendingLabel="Submitting..." />
      </form>
    </>
  )
}
