import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { PassageReferenceField as PassageReferenceField_c5d48429c46e44989d9c936a61bc3d91 } from '../../../../src/fields/passageBlock/PassageReferenceField'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SendToSubscribers as SendToSubscribers_b4e6118be9f6bbb10a9d5a6945433863 } from '@/components/admin/newsletter/SendToSubscribers'
import { SeoOverview as SeoOverview_5ac1749a49a10b13de3246ff31e627e5 } from '../../../../src/components/admin/seo/SeoFields'
import { SeoTextField as SeoTextField_5ac1749a49a10b13de3246ff31e627e5 } from '../../../../src/components/admin/seo/SeoFields'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { FirstDraftFocus as FirstDraftFocus_bb6b2a2bf136b6cfa249eb6d0fec28de } from '../../../../src/components/admin/drafts/FirstDraftFocus'
import { FirstDraftSave as FirstDraftSave_72938894032e9beabff6b3659d53ad53 } from '../../../../src/components/admin/drafts/FirstDraftSave'
import { AdminReply as AdminReply_80c8833935ea7115f7d90da965c185dd } from '@/components/admin/moderation/AdminReply'
import { CommentStatusCell as CommentStatusCell_fd4f01b2ceb285f8030fa1d547edb841 } from '@/components/admin/moderation/CommentStatusCell'
import { BulkModeration as BulkModeration_a315dc26e05b267634e9256b1d516cd8 } from '@/components/admin/moderation/BulkModeration'
import { ModerateButtons as ModerateButtons_feec5f78d007de99b6801c9f64889721 } from '@/components/admin/moderation/ModerateButtons'
import { SettingsChoiceSelect as SettingsChoiceSelect_b7d15ae777aa70bffe46334d793c0e12 } from '../../../../src/fields/settingsChoice/SettingsChoiceSelect'
import { RowLabel as RowLabel_0627b7ea431271c2b91887b5e19223d1 } from '../../../../src/fields/rowLabel/RowLabel'
import { StatusCell as StatusCell_21795edd45b1e028ae78598a38b57a7b } from '@/components/admin/inbox/StatusCell'
import { StatusField as StatusField_e3891a0889ca7123baf691c068d31e9e } from '@/components/admin/inbox/StatusField'
import { ExportListMenuItem as ExportListMenuItem_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { QuickFilters as QuickFilters_9c23db44e17525f56b1455ffe18fdfcf } from '@/components/admin/inbox/QuickFilters'
import { StartDraftAnalysis as StartDraftAnalysis_53ce99d96a1c19a4fa5319221e4fd700 } from '@/components/admin/inbox/StartDraftAnalysis'
import { SendingProgressField as SendingProgressField_55eb9ce3811f3b0d9044653b8bce2de5 } from '@/components/admin/newsletter/SendingProgressField'
import { SendingsListRefresh as SendingsListRefresh_a29244b8fa564ca0f7162a014b6cc7d4 } from '@/components/admin/newsletter/SendingsListRefresh'
import { CurrentPasswordInput as CurrentPasswordInput_d249342042cef334dc02e5d0fe0d6d5f } from '../../../../src/collections/users/CurrentPasswordInput'
import { FormatField as FormatField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { LimitField as LimitField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { Page as Page_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortBy as SortBy_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortOrder as SortOrder_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SelectionToUseField as SelectionToUseField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { FieldsToExport as FieldsToExport_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { CollectionField as CollectionField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportPreview as ExportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportSaveButton as ExportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportPreview as ImportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportSaveButton as ImportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { CheckButton as CheckButton_19a12917c8eb7308053ce55ecb168126 } from '@/components/admin/integrations/CheckButton'
import { CallbackAddress as CallbackAddress_bb74487f4b66d14f509cf4190b17fef1 } from '@/components/admin/integrations/CallbackAddress'
import { CredentialField as CredentialField_04f2e06f180da2a57c52f3e3048501c0 } from '@/components/admin/integrations/CredentialField'
import { ImportNavLink as ImportNavLink_ca43c3d0a93e0f993a324d30870e5f60 } from '@/components/admin/import/ImportNavLink'
import { ImportExportProvider as ImportExportProvider_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ImportView as ImportView_a02798f98caea5155a7cfd1490df16ea } from '@/components/admin/import/ImportView'
import { SetupChecklistWidget as SetupChecklistWidget_08b1a220018bfd6ff641c3f58e6dc9b1 } from '@/components/admin/desk/SetupChecklistWidget'
import { PendingCommentsWidget as PendingCommentsWidget_d655a90c48386d3b82b6899c9a308a15 } from '@/components/admin/desk/PendingCommentsWidget'
import { InboxWidget as InboxWidget_eec9c89a76d31d4594fe54065962d703 } from '@/components/admin/desk/InboxWidget'
import { QuickLinksWidget as QuickLinksWidget_6d06a7857b6dd00dbc690d30c72eabda } from '@/components/admin/desk/QuickLinksWidget'
import { ScheduledWidget as ScheduledWidget_142cbffeb07db382314575c7d5fb2f7e } from '@/components/admin/desk/ScheduledWidget'
import { MostReadWidget as MostReadWidget_dc0f1112a268274cd39af9bba9e20ec1 } from '@/components/admin/desk/MostReadWidget'
import { ContentCountsWidget as ContentCountsWidget_609af8b93e2df58477f876e968800a4c } from '@/components/admin/desk/ContentCountsWidget'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/fields/passageBlock/PassageReferenceField#PassageReferenceField": PassageReferenceField_c5d48429c46e44989d9c936a61bc3d91,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/newsletter/SendToSubscribers#SendToSubscribers": SendToSubscribers_b4e6118be9f6bbb10a9d5a6945433863,
  "/src/components/admin/seo/SeoFields#SeoOverview": SeoOverview_5ac1749a49a10b13de3246ff31e627e5,
  "/src/components/admin/seo/SeoFields#SeoTextField": SeoTextField_5ac1749a49a10b13de3246ff31e627e5,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/src/components/admin/drafts/FirstDraftFocus#FirstDraftFocus": FirstDraftFocus_bb6b2a2bf136b6cfa249eb6d0fec28de,
  "/src/components/admin/drafts/FirstDraftSave#FirstDraftSave": FirstDraftSave_72938894032e9beabff6b3659d53ad53,
  "@/components/admin/moderation/AdminReply#AdminReply": AdminReply_80c8833935ea7115f7d90da965c185dd,
  "@/components/admin/moderation/CommentStatusCell#CommentStatusCell": CommentStatusCell_fd4f01b2ceb285f8030fa1d547edb841,
  "@/components/admin/moderation/BulkModeration#BulkModeration": BulkModeration_a315dc26e05b267634e9256b1d516cd8,
  "@/components/admin/moderation/ModerateButtons#ModerateButtons": ModerateButtons_feec5f78d007de99b6801c9f64889721,
  "/src/fields/settingsChoice/SettingsChoiceSelect#SettingsChoiceSelect": SettingsChoiceSelect_b7d15ae777aa70bffe46334d793c0e12,
  "/src/fields/rowLabel/RowLabel#RowLabel": RowLabel_0627b7ea431271c2b91887b5e19223d1,
  "@/components/admin/inbox/StatusCell#StatusCell": StatusCell_21795edd45b1e028ae78598a38b57a7b,
  "@/components/admin/inbox/StatusField#StatusField": StatusField_e3891a0889ca7123baf691c068d31e9e,
  "@payloadcms/plugin-import-export/rsc#ExportListMenuItem": ExportListMenuItem_cdf7e044479f899a31f804427d568b36,
  "@/components/admin/inbox/QuickFilters#QuickFilters": QuickFilters_9c23db44e17525f56b1455ffe18fdfcf,
  "@/components/admin/inbox/StartDraftAnalysis#StartDraftAnalysis": StartDraftAnalysis_53ce99d96a1c19a4fa5319221e4fd700,
  "@/components/admin/newsletter/SendingProgressField#SendingProgressField": SendingProgressField_55eb9ce3811f3b0d9044653b8bce2de5,
  "@/components/admin/newsletter/SendingsListRefresh#SendingsListRefresh": SendingsListRefresh_a29244b8fa564ca0f7162a014b6cc7d4,
  "/src/collections/users/CurrentPasswordInput#CurrentPasswordInput": CurrentPasswordInput_d249342042cef334dc02e5d0fe0d6d5f,
  "@payloadcms/plugin-import-export/rsc#FormatField": FormatField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#LimitField": LimitField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#Page": Page_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortBy": SortBy_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortOrder": SortOrder_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SelectionToUseField": SelectionToUseField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#FieldsToExport": FieldsToExport_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#CollectionField": CollectionField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportPreview": ExportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportSaveButton": ExportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportPreview": ImportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportSaveButton": ImportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@/components/admin/integrations/CheckButton#CheckButton": CheckButton_19a12917c8eb7308053ce55ecb168126,
  "@/components/admin/integrations/CallbackAddress#CallbackAddress": CallbackAddress_bb74487f4b66d14f509cf4190b17fef1,
  "@/components/admin/integrations/CredentialField#CredentialField": CredentialField_04f2e06f180da2a57c52f3e3048501c0,
  "@/components/admin/import/ImportNavLink#ImportNavLink": ImportNavLink_ca43c3d0a93e0f993a324d30870e5f60,
  "@payloadcms/plugin-import-export/rsc#ImportExportProvider": ImportExportProvider_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/components/admin/import/ImportView#ImportView": ImportView_a02798f98caea5155a7cfd1490df16ea,
  "@/components/admin/desk/SetupChecklistWidget#SetupChecklistWidget": SetupChecklistWidget_08b1a220018bfd6ff641c3f58e6dc9b1,
  "@/components/admin/desk/PendingCommentsWidget#PendingCommentsWidget": PendingCommentsWidget_d655a90c48386d3b82b6899c9a308a15,
  "@/components/admin/desk/InboxWidget#InboxWidget": InboxWidget_eec9c89a76d31d4594fe54065962d703,
  "@/components/admin/desk/QuickLinksWidget#QuickLinksWidget": QuickLinksWidget_6d06a7857b6dd00dbc690d30c72eabda,
  "@/components/admin/desk/ScheduledWidget#ScheduledWidget": ScheduledWidget_142cbffeb07db382314575c7d5fb2f7e,
  "@/components/admin/desk/MostReadWidget#MostReadWidget": MostReadWidget_dc0f1112a268274cd39af9bba9e20ec1,
  "@/components/admin/desk/ContentCountsWidget#ContentCountsWidget": ContentCountsWidget_609af8b93e2df58477f876e968800a4c,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
